import * as v from 'valibot';
import { MESSAGE_STATUSES, SUBSCRIBER_STATUSES } from './entities';
import { parseClockTime, WEEKDAYS } from './event-time';
import {
  email,
  id,
  MAX,
  minText,
  MONTH_MESSAGE,
  noWebAddress,
  optionalText,
  optionalWebAddress,
  requiredText,
  slug,
  stringList,
  text,
  VISITOR_NAME_MAX,
  visitorName,
  webAddress,
  year,
} from './field-schemas';
import { isIsoDate, MONTHS, safeText, splitCommaList } from './helpers';

/**
 * Request-body schemas, shared by the API (which validates every body with them) and the forms.
 * Messages quoted from SPEC §5 are exact. Input and output types stay compatible so the schemas
 * plug into react-hook-form resolvers; unknown keys are dropped.
 */

// --- Public forms -----------------------------------------------------------------------------

const contactFields = {
  name: visitorName('Name must be at least 2 characters.'),
  email: email('Please enter a valid email address.'),
  message: minText(10, MAX.medium, 'Message must be at least 10 characters.', 'Message'),
};

/**
 * What every public form sends besides its own fields, so the API can tell people from bots
 * (api/src/security/spam-trap.ts). Optional: clients that are not the site's forms send neither.
 */
const spamTrapFields = {
  /** A field hidden from people and screen readers: only a bot fills it in. */
  website: v.optional(v.pipe(v.string(), v.maxLength(MAX.url))),
  /** Milliseconds from the form appearing to its submission: people take a few seconds. */
  fillMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
};
export type SpamTrap = v.InferOutput<v.ObjectSchema<typeof spamTrapFields, undefined>>;

/** Contact and speak-with-teacher forms: interest optional (SPEC §5 reading a). */
export const ContactSchema = v.object({
  ...contactFields,
  ...spamTrapFields,
  interest: v.optional(text('Interest', 100)),
});

/** The contact page's form: interest required (SPEC §5 reading b). */
export const ContactPageSchema = v.object({
  ...contactFields,
  ...spamTrapFields,
  interest: v.pipe(
    v.string('Please select an area of interest.'),
    v.trim(),
    v.nonEmpty('Please select an area of interest.'),
    safeText('Interest'),
    v.maxLength(100, 'Interest must be at most 100 characters'),
  ),
});

export const SubscribeSchema = v.object({
  email: email('Please enter a valid email address'),
  name: v.optional(v.pipe(text('Name', VISITOR_NAME_MAX), noWebAddress), ''),
  ...spamTrapFields,
});

/** The registration form's fields. */
export const RegistrationSchema = v.object({
  name: visitorName('Name must be at least 2 characters'),
  email: email('Please enter a valid email address'),
  inDiamondHeartGroup: v.optional(v.boolean('inDiamondHeartGroup must be true or false'), false),
  diamondHeartGroupName: optionalText('Group name'),
  additionalMessage: optionalText('Additional message', MAX.medium),
});

/**
 * POST /api/register: the form's fields plus the event. The event* copy fields a client may send
 * are dropped; the server copies them from the stored event.
 */
export const RegistrationRequestSchema = v.object({
  ...RegistrationSchema.entries,
  ...spamTrapFields,
  eventId: id('Event'),
});

// --- Accounts ---------------------------------------------------------------------------------

const USERNAME_MESSAGE = 'Username must be at least 3 characters';
const PASSWORD_MESSAGE = 'Password must be at least 6 characters';

export const LoginSchema = v.object({
  username: minText(3, 64, USERNAME_MESSAGE, 'Username'),
  password: v.pipe(
    v.string(PASSWORD_MESSAGE),
    v.minLength(6, PASSWORD_MESSAGE),
    v.maxLength(200, 'Password must be at most 200 characters'),
  ),
});

export const RegisterSchema = v.pipe(
  v.object({
    ...LoginSchema.entries,
    username: v.pipe(
      LoginSchema.entries.username,
      v.regex(
        /^[A-Za-z0-9._@-]+$/,
        'Username may only contain letters, numbers, dots, dashes, underscores and @',
      ),
    ),
    confirmPassword: v.pipe(v.string(PASSWORD_MESSAGE), v.minLength(6, PASSWORD_MESSAGE)),
    isAdmin: v.optional(v.boolean('isAdmin must be true or false'), false),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      "Passwords don't match",
    ),
    ['confirmPassword'],
  ),
);

// --- Content ----------------------------------------------------------------------------------

const EVENT_DATE_MESSAGE = 'Please enter a valid month, date, and year.';
const EVENT_DATE_YEARS = 10;

/**
 * Within ten years either side of today: further out is a typo, not a planned event. A date that
 * does not parse passes here; it already has its message.
 */
function isNearToday(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return true;
  const earliest = new Date();
  earliest.setUTCFullYear(earliest.getUTCFullYear() - EVENT_DATE_YEARS);
  const latest = new Date();
  latest.setUTCFullYear(latest.getUTCFullYear() + EVENT_DATE_YEARS);
  return time >= earliest.getTime() && time <= latest.getTime();
}

const SORT_ORDER_LIMIT = 100_000;
const SORT_ORDER_RANGE_MESSAGE = `sortOrder must be between -${SORT_ORDER_LIMIT} and ${SORT_ORDER_LIMIT}`;

const clockTime = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.check((value) => parseClockTime(value) !== null, `${label} must be a time such as 18:30`),
  );

/**
 * A weekly event's structured schedule (weekday, start and end time in Denver), so calendars
 * repeat it: "every Sunday 18:30-19:00". Null when the event has none.
 */
export const EventRecurrenceSchema = v.pipe(
  v.object({
    weekday: v.picklist(WEEKDAYS, 'Please choose a weekday'),
    startTime: clockTime('Start time'),
    endTime: clockTime('End time'),
  }),
  v.check(
    ({ startTime, endTime }) => startTime < endTime,
    'The end time must be after the start time',
  ),
);

/**
 * The `eventData` part of POST/PUT /api/cms/events. imageUrl, flyerUrl and sortOrder, when left
 * out, keep what the stored event has; uploaded files replace the URLs.
 */
export const EventInputSchema = v.object({
  title: requiredText('Title'),
  slug: v.optional(slug, ''),
  introText: optionalText('Intro text', MAX.medium),
  description: optionalText('Description', MAX.long),
  date: optionalText('Date', 20),
  month: v.optional(
    v.pipe(
      v.string(MONTH_MESSAGE),
      v.check(
        (value) => value === '' || (MONTHS as readonly string[]).includes(value),
        MONTH_MESSAGE,
      ),
    ),
    '',
  ),
  year: v.optional(year),
  time: optionalText('Time'),
  location: optionalText('Location'),
  facilitator: optionalText('Facilitator'),
  facilitatorRole: v.optional(text('Facilitator role', 50), 'teacher'),
  facilitators: v.optional(stringList('Additional team members', MAX.short, 50), []),
  teacherProfileIds: v.optional(
    v.pipe(
      v.array(id('Teacher'), 'teacherProfileIds must be a list of teacher ids'),
      v.maxLength(50, 'An event may list at most 50 teachers'),
    ),
    [],
  ),
  videoUrl: optionalWebAddress('Video URL'),
  imageUrl: v.optional(webAddress('Image URL')),
  flyerUrl: v.optional(webAddress('Flyer URL')),
  registrationEmail: v.optional(
    v.pipe(
      text('Registration email', 1000),
      v.check(
        (value) => splitCommaList(value).every((address) => v.is(email(''), address)),
        'Please enter valid email addresses, separated by commas',
      ),
    ),
    '',
  ),
  registrationUrl: optionalWebAddress('Registration URL'),
  eventDate: v.optional(
    v.nullable(
      v.pipe(
        v.string(EVENT_DATE_MESSAGE),
        v.check(isIsoDate, EVENT_DATE_MESSAGE),
        v.check(isNearToday, `Please enter a date within ${EVENT_DATE_YEARS} years of today.`),
      ),
    ),
    null,
  ),
  isRecurring: v.optional(v.boolean('isRecurring must be true or false'), false),
  registrationNeeded: v.optional(v.boolean('registrationNeeded must be true or false'), true),
  recurrence: v.optional(v.nullable(EventRecurrenceSchema), null),
  sortOrder: v.optional(
    v.pipe(
      v.number('sortOrder must be a number'),
      v.integer('sortOrder must be a whole number'),
      v.minValue(-SORT_ORDER_LIMIT, SORT_ORDER_RANGE_MESSAGE),
      v.maxValue(SORT_ORDER_LIMIT, SORT_ORDER_RANGE_MESSAGE),
    ),
  ),
});

/** POST/PUT /api/cms/teachers: each field a multipart part; imageUrl kept unless a photo comes. */
export const TeacherInputSchema = v.object({
  name: requiredText('Name'),
  email: v.optional(
    v.pipe(
      text('Email', 254),
      v.check(
        (value) => value === '' || v.is(v.pipe(v.string(), v.email()), value),
        'Please enter a valid email address',
      ),
    ),
    '',
  ),
  title: optionalText('Title'),
  bio: optionalText('Professional bio', MAX.long),
  personalDescription: optionalText('Personal message', MAX.long),
  location: optionalText('Location'),
  websiteUrl: optionalWebAddress('Website URL'),
  imagePath: v.optional(webAddress('Image path')),
  imageUrl: v.optional(webAddress('Image URL')),
});

export const ReorderSchema = v.object({
  eventIds: v.pipe(
    v.array(id('Event'), 'eventIds must be a list of event ids'),
    v.minLength(1, 'eventIds must name at least one event'),
    v.maxLength(1000, 'eventIds may name at most 1000 events'),
    v.check((ids) => new Set(ids).size === ids.length, 'eventIds must not repeat an id'),
  ),
});

// --- The people who come: what administrators ask of them (issue 15) -------------------------

const SEARCH_MAX = 200;
const HEX_ID = /^[0-9a-f]{24}$/i;

/** `?q=`: matched literally, case-insensitively; blank means no search. */
const search = v.optional(
  v.pipe(
    v.string('q must be text, given once'),
    v.trim(),
    v.maxLength(SEARCH_MAX, `q must be at most ${SEARCH_MAX} characters`),
  ),
  '',
);

/** A query's choice of one of `options`; blank (as a cleared filter sends it) means any. */
const choice = <const T extends readonly [string, ...string[]]>(name: string, options: T) =>
  v.optional(
    v.union(
      [v.literal(''), v.picklist(options)],
      `${name} must be ${options.slice(0, -1).join(', ')} or ${options[options.length - 1]}`,
    ),
    '',
  );

/** GET /api/cms/registrations and its export.csv. */
export const RegistrationListQuerySchema = v.object({
  eventId: v.optional(
    v.pipe(
      v.string('eventId must be an event id, given once'),
      v.check((id) => id === '' || HEX_ID.test(id), 'eventId must be an event id'),
    ),
    '',
  ),
  q: search,
});

/** GET /api/cms/messages. */
export const MessageListQuerySchema = v.object({
  status: choice('status', MESSAGE_STATUSES),
  q: search,
});

/** GET /api/cms/subscribers and its export.csv. */
export const SubscriberListQuerySchema = v.object({
  status: choice('status', SUBSCRIBER_STATUSES),
  q: search,
});

/** PATCH /api/cms/messages/:id. */
export const MessageStatusSchema = v.object({
  status: v.picklist(MESSAGE_STATUSES, 'status must be open, handled or spam'),
});

/** POST /api/cms/privacy/erase: the address of a person asking to be forgotten. */
export const EraseRequestSchema = v.object({
  email: email('Please enter a valid email address'),
});

export type ContactInput = v.InferInput<typeof ContactSchema>;
export type ContactPageInput = v.InferInput<typeof ContactPageSchema>;
export type SubscribeInput = v.InferInput<typeof SubscribeSchema>;
export type RegistrationInput = v.InferInput<typeof RegistrationSchema>;
export type RegistrationRequest = v.InferInput<typeof RegistrationRequestSchema>;
export type LoginInput = v.InferInput<typeof LoginSchema>;
export type RegisterInput = v.InferInput<typeof RegisterSchema>;
export type EventInput = v.InferInput<typeof EventInputSchema>;
export type TeacherInput = v.InferInput<typeof TeacherInputSchema>;
export type ReorderInput = v.InferInput<typeof ReorderSchema>;
export type EraseRequest = v.InferInput<typeof EraseRequestSchema>;
