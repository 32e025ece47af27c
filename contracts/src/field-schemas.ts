import * as v from 'valibot';
import type { FormField } from './content-types/content-type';
import { isIsoDate, MONTHS, safeText, siteOrWebUrl, type Lines } from './helpers';

/**
 * The rules fields are built from, each with the messages forms and the API show (SPEC §5). Text
 * is one line unless a field says 'multiline' (markdown, bios, messages, quotes).
 */

export const MAX = { short: 200, url: 2000, medium: 5000, long: 20_000 } as const;

export const text = (label: string, max: number, lines?: Lines) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    safeText(label, lines),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

export const optionalText = (label: string, max: number = MAX.short, lines?: Lines) =>
  v.optional(text(label, max, lines), '');

export const requiredText = (label: string, max: number = MAX.short, lines?: Lines) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    safeText(label, lines),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

export const minText = (min: number, max: number, message: string, label: string, lines?: Lines) =>
  v.pipe(
    v.string(message),
    v.trim(),
    safeText(label, lines),
    v.minLength(min, message),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

/**
 * A visitor's name is written into mails to an address nobody has confirmed yet (a confirmation
 * opens "Dear <name>,"), so it is a name and nothing else: letters of any script with their
 * combining marks, spaces, and the marks names are written with: . ' ’ ‘ ´ and dashes, the
 * middle dots of Japanese and Chinese names (・ ·), Hebrew's geresh (׳ ״) and Persian's
 * invisible joiners. Any space (a pasted no-break one) is kept as a plain one. No digits, no slash,
 * no "@", no line break: no link, address or advert gets through. A full stop before two letters
 * reads as a domain ("пример.рф"), so only initials may run on ("J.R.R. Tolkien").
 */
const VISITOR_NAME_MAX = 100;
const NAME_CHARACTERS = /^(?:[\p{L}\p{M} .'’‘´\u2010-\u2014·・׳״-]|\u200c|\u200d)*$/u;
const DOMAIN_LIKE = /\.(?:\p{L}\p{M}*){2}/u;
const nameRules = [
  v.transform((name: string) => name.replace(/\p{Zs}/gu, ' ')),
  v.regex(NAME_CHARACTERS, "Name may only contain letters, spaces and . ' -"),
  // Read without its joiners: "evil.c\u200dom" shows as a domain.
  v.check(
    (name: string) => !DOMAIN_LIKE.test(name.replace(/[\u200c\u200d]/gu, '')),
    'Name must not contain a web address',
  ),
] as const;
export const visitorName = (message: string) =>
  v.pipe(minText(2, VISITOR_NAME_MAX, message, 'Name'), ...nameRules);
export const optionalVisitorName = v.optional(
  v.pipe(text('Name', VISITOR_NAME_MAX), ...nameRules),
  '',
);

/**
 * A mail address as RFC 5321 writes one (an apostrophe before the @, `o'neill@example.ie`; a
 * punycode domain, `xn--bcher-kva.de`), with a dot and an ending in its domain: nobody's mail
 * comes from `name@localhost`. One check, so a wrong address is said to be once.
 */
const MAIL_DOMAIN_ENDING = /\.(?:[a-z]{2,}|xn--[a-z\d-]+)$/i;
const isMailAddress = (address: string) =>
  v.RFC_EMAIL_REGEX.test(address) && MAIL_DOMAIN_ENDING.test(address);
export const email = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.check(isMailAddress, message),
    v.maxLength(254, message),
  );

/** Only http(s) or site paths: a `javascript:` link or another host's "//x" never reaches a page. */
export const webAddress = (label: string) =>
  v.pipe(
    text(label, MAX.url),
    siteOrWebUrl(`${label} must be a web address starting with http:// or https://`),
  );

export const optionalWebAddress = (label: string) => v.optional(webAddress(label), '');

export const YEAR_MESSAGE = 'Please enter a valid year';
export const year = v.pipe(
  v.number(YEAR_MESSAGE),
  v.integer(YEAR_MESSAGE),
  v.minValue(1900, YEAR_MESSAGE),
  v.maxValue(2200, YEAR_MESSAGE),
);

export const MONTH_MESSAGE = 'Please select a month';
/** Typed as string (not the literal union) so stored months flow back into forms unchanged. */
export const month = v.pipe(
  v.string(MONTH_MESSAGE),
  v.check((value) => (MONTHS as readonly string[]).includes(value), MONTH_MESSAGE),
);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Blank means "derive it from the title" (the server does). */
export const slug = v.pipe(
  text('Slug', MAX.short),
  v.check(
    (value) => value === '' || SLUG.test(value),
    'Slug may only contain lowercase letters, numbers and single hyphens',
  ),
);

export const id = (label: string) =>
  v.pipe(v.string(`${label} must be an id`), v.nonEmpty(`${label} must be an id`), v.maxLength(64));

export const stringList = (label: string, itemMax: number, maxItems: number) =>
  v.pipe(
    v.array(text(label, itemMax), `${label} must be a list of text`),
    v.maxLength(maxItems, `${label} may have at most ${maxItems} entries`),
  );

/**
 * In a text's pipe: the store keeps it as a date (an ISO date, which then sorts and compares as
 * one), and answers give it back as an ISO string.
 */
export const storedAsDate = v.metadata<string, { stored: 'date' }>({ stored: 'date' });

const PUBLISH_AT_MESSAGE = 'Please enter the time to publish at';

/**
 * Issue 48: the fields of a type that can be saved as a draft (events, webinars, newsletters). A
 * draft (`published: false`) is in no public answer until it is published, at once or at
 * `publishAt` (an ISO time). A plain save publishes, as SPEC's forms always did.
 */
export const draftFields = {
  published: v.optional(v.boolean('published must be true or false'), true),
  publishAt: v.optional(
    v.nullable(
      v.pipe(
        v.string(PUBLISH_AT_MESSAGE),
        storedAsDate,
        v.isoTimestamp(PUBLISH_AT_MESSAGE),
        v.check(isIsoDate, PUBLISH_AT_MESSAGE),
      ),
    ),
    null,
  ),
};

/** The dashboard's "Publish at" input, in the form of each type with draftFields. */
export const publishAtInput: FormField<'publishAt'> = {
  name: 'publishAt',
  label: 'Publish at',
  widget: 'publish-at',
  description: 'Denver time. Optional: a draft saved with a time is published then',
};

/** Whether a content type can be saved as a draft: its fields include draftFields. */
export const hasDrafts = (type: { fields: object }) => 'published' in type.fields;

/** What a published item's draftFields read. */
export const PUBLISHED = { published: true, publishAt: null } as const;
