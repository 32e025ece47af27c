import * as v from 'valibot';

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

/** "October 5, 2027": an event's day as mail, pages and the dashboard write it. */
export function eventDayText({
  month,
  date,
  year,
}: {
  month?: string;
  date?: string;
  year?: number;
}) {
  const day = [month, date?.trim()].filter(Boolean).join(' ');
  if (!year) return day;
  return day ? `${day}, ${year}` : String(year);
}

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

/**
 * Refused in every free-text field: C0 controls but tab, newline and carriage return (NUL
 * included), DEL, C1 controls, and the bidi embeddings, overrides and isolates that make text read
 * otherwise than it is written (a name in a mail, a title in the dashboard).
 */
const CONTROLS =
  '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069';
/** What ends a line somewhere: a calendar, a mail header, a CSV cell, a JavaScript string. */
const LINE_BREAKS = '\\n\\r\\u0085\\u2028\\u2029';
const REFUSED = {
  multiline: new RegExp(`[${CONTROLS}]`),
  // A tab as well: it has no place in one line either.
  'single-line': new RegExp(`[${CONTROLS}${LINE_BREAKS}\\t]`),
};
const LINE_BREAK = new RegExp(`[${LINE_BREAKS}]`);

/**
 * Whether a field may hold more than one line: markdown, bios, messages and quotes do by nature;
 * every other text is one line, since it ends up in calendars, mail subjects and greetings.
 */
export type Lines = keyof typeof REFUSED;

/**
 * Pipe action for free text: "{label} must be a single line" for a line break where it has no
 * place, otherwise "{label} contains characters that are not allowed".
 */
export const safeText = (label: string, lines: Lines = 'single-line') =>
  v.check<string, (issue: v.CheckIssue<string>) => string>(
    (value) => !REFUSED[lines].test(value),
    (issue) =>
      lines === 'single-line' && LINE_BREAK.test(String(issue.input))
        ? `${label} must be a single line`
        : `${label} contains characters that are not allowed`,
  );

/** An http(s) address with a host and no spaces. */
const WEB_URL = /^https?:\/\/[^\s/\\]\S*$/i;
/** A path on this site: one leading slash, since browsers read "//host" and "/\host" as hosts. */
const SITE_PATH = /^\/(?![/\\])\S*$/;

/** Pipe action: an http(s) address; blank passes (requiredness is the field's own rule). */
export const webUrl = (message: string) =>
  v.check<string, string>((value) => value === '' || WEB_URL.test(value), message);

/** Pipe action: an http(s) address or a site path, never `javascript:`, `data:` or another host. */
export const siteOrWebUrl = (message: string) =>
  v.check<string, string>(
    (value) => value === '' || WEB_URL.test(value) || SITE_PATH.test(value),
    message,
  );

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * An ISO 8601 date ("2027-10-05", optionally with a time) naming a real day: Date.parse alone
 * takes "October 5" and rolls February 30 over into March.
 */
export function isIsoDate(value: string): boolean {
  const parts = ISO_DATE.exec(value);
  if (!parts || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
