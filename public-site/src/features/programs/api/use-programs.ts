import useSWR from 'swr';
import type { Program } from '@da-boulder/api/contracts';
import { samplePrograms } from '../../../fallback-content/sample-content';

const PROGRAMS_KEY = '/api/cms/programs';

/** SPEC §4: on failure or an empty list the built-in programs are shown. */
export function useProgramsOrFallback() {
  const { data, error, isLoading } = useSWR<{ programs: Program[] }>(PROGRAMS_KEY);
  const programs = data?.programs?.length ? data.programs : error || data ? samplePrograms : [];
  return { programs, isLoading: isLoading && !data && !error };
}
