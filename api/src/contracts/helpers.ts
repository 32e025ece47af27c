/** Full English month names, the way events, webinars and newsletters store their month. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type MonthName = (typeof MONTHS)[number];

/**
 * SPEC §5: lowercased, punctuation removed, spaces and underscores become single hyphens,
 * leading and trailing hyphens trimmed. Accents are folded first so "Café" keeps its letters.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Splits "a, b,, c" into ["a", "b", "c"]: trimmed, empties dropped (SPEC §5). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
