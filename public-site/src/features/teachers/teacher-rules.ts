import type { Teacher } from '@da-boulder/contracts';
import { firstSentence, truncateAtWord } from '@da-boulder/shared-ui';

export type TeacherSort = 'id' | 'alphabetical';

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Id order: numeric ids ('0', '1', '10') as numbers; others (24-character hex ObjectIds) as plain
 * strings, which for ObjectIds is creation order. A numeric collation would break that order.
 */
function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** SPEC §2: the toggle switches between the order of ids and alphabetical order by name. */
export function sortTeachers(teachers: readonly Teacher[], sort: TeacherSort): Teacher[] {
  return [...teachers].sort((a, b) =>
    sort === 'alphabetical' ? byName.compare(a.name, b.name) : compareIds(a.id, b.id),
  );
}

/** How long the personal-message teaser may be before 'Read more' takes over. */
export const PERSONAL_MESSAGE_TEASER_MAX = 140;

/** The teasers on a teacher card; `more` says whether there is anything left to read. */
export function bioTeaser(bio: string) {
  const teaser = firstSentence(bio ?? '');
  return { teaser, more: teaser.trim() !== (bio ?? '').trim() };
}

export function personalMessageTeaser(message: string) {
  const teaser = truncateAtWord(message ?? '', PERSONAL_MESSAGE_TEASER_MAX);
  return { teaser, more: teaser.trim() !== (message ?? '').trim() };
}
