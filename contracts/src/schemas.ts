import * as v from 'valibot';
import { ACTIVITY_KINDS, type ActivityKind } from './staff';
import {
  LAST_PAGE,
  MESSAGE_STATUSES,
  PAGE_SIZE,
  REGISTRATION_STATUSES,
  SUBSCRIBER_STATUSES,
} from './entities';
import {
  email,
  id,
  MAX,
  minText,
  optionalText,
  optionalVisitorName,
  requiredText,
  text,
  visitorName,
} from './field-schemas';
import { safeText } from './helpers';

/**
 * Request-body schemas, shared by the API (which validates every body with them) and the forms.
 * Messages quoted from SPEC §5 are exact. Input and output types stay compatible so the schemas
 * plug into react-hook-form resolvers; unknown keys are dropped.
 */

// --- Public forms -----------------------------------------------------------------------------

const contactFields = {
  name: visitorName('Name must be at least 2 characters.'),
  email: email('Please enter a valid email address.'),
  message: minText(
    10,
    MAX.medium,
    'Message must be at least 10 characters.',
    'Message',
    'multiline',
  ),
};

/**
 * What every public form sends besides its own fields, so the API can tell people from bots
 * (api/src/security/spam-trap.ts). Optional to the schema: a submission without them is held,
 * not refused, so a bot learns nothing.
 */
const spamTrapFields = {
  /** A field hidden from people and screen readers: only a bot fills it in. */
  website: v.optional(v.pipe(v.string(), v.maxLength(MAX.url))),
  /**
   * When the shell sent the form's page, signed by it (`<ms>.<signature>`): the fill time runs
   * from it. A submission without one that verifies is a bot's.
   */
  formIssuedAt: v.optional(v.pipe(v.string(), v.maxLength(100))),
};

/**
 * The answer to a form sent within seconds of its page (or a day after): never held in silence,
 * the person is asked to check it and press again (409, with a signed time for that press).
 */
export const ASK_AGAIN = 'Please check what you entered, then press the button again to send it.';
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

/** The contact forms, by the `form` id each sends. */
export type ContactFormId = 'contact-page' | 'speak-with-teacher';

/**
 * Whether a contact form asks for an area of interest: the contact page's does (reading b), the
 * speak-with-teacher forms do not (reading a; DESIGN §7).
 */
export const asksForInterest = (form: unknown): boolean => form === 'contact-page';

/**
 * The rules of the contact form `form` (its `form` id): the form's own validation, and the API's
 * for a message that says it came from that form. A message that names no form is held to the
 * speak-with-teacher rules, the looser ones.
 */
export const contactSchemaOf = (form: unknown) =>
  asksForInterest(form) ? ContactPageSchema : ContactSchema;

export const SubscribeSchema = v.object({
  email: email('Please enter a valid email address'),
  name: optionalVisitorName,
  ...spamTrapFields,
});

/** The registration form's fields. */
export const RegistrationSchema = v.object({
  name: visitorName('Name must be at least 2 characters'),
  email: email('Please enter a valid email address'),
  inDiamondHeartGroup: v.optional(v.boolean('inDiamondHeartGroup must be true or false'), false),
  diamondHeartGroupName: optionalText('Group name'),
  additionalMessage: optionalText('Additional message', MAX.medium, 'multiline'),
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

/**
 * POST /api/cms/registrations: a registration an administrator adds by hand (a phone booking), and
 * whether the person is mailed their confirmation (or waitlist note). PUT .../:id corrects the
 * person's part with RegistrationSchema.
 */
export const AdminRegistrationSchema = v.object({
  ...RegistrationSchema.entries,
  eventId: id('Event'),
  sendMail: v.optional(v.boolean('sendMail must be true or false'), true),
});

/** What a mailed link that is not one of ours (cut, altered, for another purpose) gets. */
export const INVALID_LINK =
  'This link is invalid. Please open the link from your email exactly as it is.';

/**
 * What a newsletter's unsubscribe link gets once its mailbox has no subscription (410): the page
 * tells it apart from any other refusal by it.
 */
export const ALREADY_UNSUBSCRIBED =
  'You are already unsubscribed. If newsletters still arrive, please use the link in the latest one.';

/** POST /api/registrations/cancel: the token of a registration's cancel link. */
export const RegistrationCancelSchema = v.object({ token: v.string(INVALID_LINK) });

// --- Accounts ---------------------------------------------------------------------------------

const USERNAME_MESSAGE = 'Username must be at least 3 characters';
const PASSWORD_MESSAGE = 'Password must be at least 6 characters';

/** An admin's mail address (register, invites, PUT /api/auth/email). */
const ADMIN_EMAIL = email('Please enter a valid email address');

export const LoginSchema = v.object({
  username: minText(3, 64, USERNAME_MESSAGE, 'Username'),
  password: v.pipe(
    v.string(PASSWORD_MESSAGE),
    v.minLength(6, PASSWORD_MESSAGE),
    v.maxLength(200, 'Password must be at most 200 characters'),
  ),
});

/** A new account's username: the login's rule, in the characters a username may hold. */
const newUsername = v.pipe(
  LoginSchema.entries.username,
  v.regex(
    /^[A-Za-z0-9._@-]+$/,
    'Username may only contain letters, numbers, dots, dashes, underscores and @',
  ),
);

export const RegisterSchema = v.pipe(
  v.object({
    ...LoginSchema.entries,
    username: newUsername,
    confirmPassword: v.pipe(v.string(PASSWORD_MESSAGE), v.minLength(6, PASSWORD_MESSAGE)),
    isAdmin: v.optional(v.boolean('isAdmin must be true or false'), false),
    /** An admin's, where resets and new devices' codes go: given now, never by their first sign-in. */
    email: v.optional(ADMIN_EMAIL),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      "Passwords don't match",
    ),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['isAdmin'], ['email']],
      (input) => !input.isAdmin || input.email !== undefined,
      'An admin needs a mail address',
    ),
    ['email'],
  ),
);

// --- Content: each type's bodies derive from its definition (content-types/) ----------------

/** PUT /api/cms/events/reorder. */
export const ReorderSchema = v.object({
  eventIds: v.pipe(
    v.array(id('Event'), 'eventIds must be a list of event ids'),
    v.minLength(1, 'eventIds must name at least one event'),
    v.maxLength(PAGE_SIZE, `eventIds may name at most ${PAGE_SIZE} events`),
    v.check((ids) => new Set(ids).size === ids.length, 'eventIds must not repeat an id'),
  ),
  /** The page of the list they are in, in their new order (the first when left out). */
  page: v.optional(
    v.pipe(
      v.number('page must be a whole number from 1'),
      v.integer('page must be a whole number from 1'),
      v.minValue(1, 'page must be a whole number from 1'),
      v.maxValue(LAST_PAGE, 'page must be a whole number from 1'),
    ),
  ),
});

// --- The people who come: what administrators ask of them (issue 15) -------------------------

/** The longest `?q=` a people list takes (its search box too). */
export const SEARCH_MAX = 200;
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

/** `?held=true`: only what the spam trap holds; otherwise people's, as without it. */
const held = choice('held', ['true', 'false']);

/** GET /api/cms/registrations and its export.csv (which never holds held ones). */
export const RegistrationListQuerySchema = v.object({
  eventId: v.optional(
    v.pipe(
      v.string('eventId must be an event id, given once'),
      v.check((id) => id === '' || HEX_ID.test(id), 'eventId must be an event id'),
    ),
    '',
  ),
  held,
  status: choice('status', REGISTRATION_STATUSES),
  q: search,
});

/** GET /api/cms/messages (what the spam trap holds has status spam). */
export const MessageListQuerySchema = v.object({
  status: choice('status', MESSAGE_STATUSES),
  q: search,
});

/** GET /api/cms/subscribers and its export.csv (which never holds held ones). */
export const SubscriberListQuerySchema = v.object({
  status: choice('status', SUBSCRIBER_STATUSES),
  held,
  q: search,
});

/** PUT /api/auth/email: an admin's own mail address, asked once of those added before they had one. */
export const AdminEmailSchema = v.object({ email: ADMIN_EMAIL });

/**
 * POST /api/auth/change-password: the password signed in with, and a new one under the spec's
 * rule, typed twice.
 */
export const ChangePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(
      v.string('Please enter your current password'),
      v.nonEmpty('Please enter your current password'),
    ),
    newPassword: LoginSchema.entries.password,
    confirmPassword: v.string("Passwords don't match"),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      "Passwords don't match",
    ),
    ['confirmPassword'],
  ),
);

/** POST /api/auth/forgot-password: a username or a mail address, answered alike whatever it is. */
export const ForgotPasswordSchema = v.object({
  usernameOrEmail: v.pipe(
    v.string('Please enter your username or mail address'),
    v.trim(),
    v.nonEmpty('Please enter your username or mail address'),
    safeText('Username or mail address'),
    v.maxLength(254, 'Please enter your username or mail address'),
  ),
});

/** What /api/auth/forgot-password answers, whoever was named: nobody learns who is an admin. */
export const FORGOT_PASSWORD_SENT =
  'If that is an admin with a mail address, a link to choose a new password is on its way. It works for 30 minutes.';

/** POST /api/auth/reset-password: a reset link's token, and the new password typed twice. */
export const ResetPasswordSchema = v.pipe(
  v.object({
    token: v.pipe(v.string(INVALID_LINK), v.maxLength(100, INVALID_LINK)),
    password: LoginSchema.entries.password,
    confirmPassword: v.string("Passwords don't match"),
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

const DEVICE_CODE_MESSAGE = 'Please enter the 6-digit code from the mail';

/** POST /api/auth/verify-device: the code mailed when a password was right on a new browser. */
export const VerifyDeviceSchema = v.object({
  code: v.pipe(
    v.string(DEVICE_CODE_MESSAGE),
    v.transform((code) => code.replace(/\s/g, '')),
    v.regex(/^\d{6}$/, DEVICE_CODE_MESSAGE),
  ),
});

/** What POST /api/auth/login answers in place of `{ user }` when the browser is new to the admin. */
export interface DeviceCodeSent {
  verification: 'code-sent';
}

/** POST /api/staff/invites: the address a new admin's single-use link goes to. */
export const InviteSchema = v.object({ email: ADMIN_EMAIL });

/**
 * POST /api/staff/invites/accept: an invite's token, and the username and password the new admin
 * chooses, under the rules of every account.
 */
export const AcceptInviteSchema = v.pipe(
  v.object({
    token: v.pipe(v.string(INVALID_LINK), v.maxLength(100, INVALID_LINK)),
    username: newUsername,
    password: LoginSchema.entries.password,
    confirmPassword: v.string("Passwords don't match"),
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

/**
 * Said when an address is another admin's (register, an invite or its acceptance, PUT
 * /api/auth/email): resets and device codes go to it, for one admin only.
 */
export const ADDRESS_TAKEN = 'An admin already has that address';

/** What DELETE /api/staff/:id answers for the only admin left. */
export const LAST_ADMIN = 'The last admin cannot be removed: invite another first.';

/** GET /api/staff/activity: one admin's, one kind's, or all. */
export const ActivityQuerySchema = v.object({
  admin: v.optional(
    v.pipe(
      v.string('admin must be an admin id, given once'),
      v.check((id) => id === '' || HEX_ID.test(id), 'admin must be an admin id'),
    ),
    '',
  ),
  kind: choice('kind', Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]]),
});

/** Events still to come, or over: by `isPast`, the calendar feed's rule too. */
export const EVENT_TIMES = ['upcoming', 'past'] as const;
export type EventTime = (typeof EVENT_TIMES)[number];

/** GET /api/cms/events: `?when=` lists the upcoming or the past events alone. */
export const EventListQuerySchema = v.object({ when: choice('when', EVENT_TIMES) });

/** PATCH /api/cms/messages/:id. */
export const MessageStatusSchema = v.object({
  status: v.picklist(MESSAGE_STATUSES, 'status must be open, handled or spam'),
});

/** The longest message an administrator may mail to an event's registrants. */
export const EVENT_MESSAGE_MAX = 10_000;

/** POST /api/cms/events/:id/message: an administrator writes to the people registered. */
export const EventMessageSchema = v.object({
  subject: requiredText('Subject', MAX.short),
  body: requiredText('Message', EVENT_MESSAGE_MAX, 'multiline'),
  /** Also those on the waitlist; the confirmed always. */
  includeWaitlisted: v.optional(v.boolean('includeWaitlisted must be true or false'), false),
});

/**
 * POST /api/cms/events/:id/cancel: "Cancel the event instead" of deleting it, with an optional note
 * from the chapter to the people registered, given in their mail.
 */
export const EventCancelSchema = v.object({
  note: optionalText('Note', EVENT_MESSAGE_MAX, 'multiline'),
});

/**
 * Beside an event update's `eventData`: whether the people registered are mailed what changed
 * (its day, time, place or status). A multipart form sends it as the text "true" or "false".
 */
export const EventUpdateNoticeSchema = v.object({
  notifyRegistrants: v.optional(
    v.union(
      [v.boolean(), v.picklist(['true', 'false'])],
      'notifyRegistrants must be true or false',
    ),
    false,
  ),
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
export type ReorderInput = v.InferInput<typeof ReorderSchema>;
export type EraseRequest = v.InferInput<typeof EraseRequestSchema>;
