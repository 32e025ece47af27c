import { sampleContent } from '@da-boulder/contracts';

/**
 * The built-in lists of SPEC §3 that stand in when the API fails or has nothing to show.
 * They come from the same sample content the API seeds, so both always agree.
 */
export const sampleEvents = sampleContent.events;
export const samplePrograms = sampleContent.programs;
