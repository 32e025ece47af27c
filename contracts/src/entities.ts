import type {
  Entity,
  EventInputSchema,
  NewsletterInputSchema,
  ProgramInputSchema,
  TeacherInputSchema,
  StoredTwins,
  TestimonialInputSchema,
  WebinarCreateSchema,
  webinarType,
} from './content-types';
import type { EventStatus } from './event-status';
import type { EventRecurrence, EventSchedule } from './event-time';

/** The shapes the API answers with. All ids are strings (from Mongo's _id). */

export interface User {
  id: string;
  username: string;
  isAdmin: boolean;
  /** Where the account's mail goes (invites, resets, codes); '' until its admin gives one. */
  email: string;
}

/** The stored fields as teacherType has them, with the photo's address always filled in. */
export interface Teacher extends Omit<Entity<typeof TeacherInputSchema>, 'imagePath' | 'imageUrl'> {
  imagePath: string;
  imageUrl: string;
  /** Responsive WebP copies of an uploaded photo for `srcset` ('' or absent: use imageUrl). */
  imageSrcSet?: string;
}

type EventFields = Entity<typeof EventInputSchema>;

/**
 * The stored fields as eventType has them, those a form may leave out filled in, and the event's
 * teachers (their profiles, in the order of teacherProfileIds; the first as teacherProfile). Never
 * the meeting link: an event's answers are public, the link is for confirmed registrants alone.
 */
export interface Event extends Omit<
  EventFields,
  | 'year'
  | 'imageUrl'
  | 'flyerUrl'
  | 'sortOrder'
  | 'recurrence'
  | 'capacity'
  | 'meetingLink'
  | 'status'
> {
  /** Confirmed places; null (or absent, in the built-in fallback events): unlimited. */
  capacity?: number | null;
  /** Absent in the built-in fallback events: scheduled. */
  status?: EventStatus;
  year: number;
  imageUrl: string;
  /** Responsive WebP copies of an uploaded image for `srcset` ('' or absent: use imageUrl). */
  imageSrcSet?: string;
  flyerUrl: string;
  sortOrder: number;
  recurrence?: EventRecurrence | null;
  teacherProfiles: Teacher[];
  teacherProfile: Teacher | null;
  /**
   * When it happens, for calendars and search engines (computed by the API from the fields above;
   * null when there is nothing a calendar could hold).
   */
  schedule?: EventSchedule | null;
  /** Confirmed places still free when the event has a capacity (a count, never who); else null. */
  placesLeft?: number | null;
}

/** The stored fields of each content type, as its definition (content-types/) has them. */
export type Program = Entity<typeof ProgramInputSchema>;

/** What administrators see of a testimonial; reviewCount and date are free text ("12 reviews"). */
export type AdminTestimonial = Entity<typeof TestimonialInputSchema>;

/** What the public sees of a testimonial. */
export type Testimonial = Pick<AdminTestimonial, 'id' | 'quote'>;

export type Newsletter = Entity<typeof NewsletterInputSchema>;

/** The URLs under the names webinarType stores them by too (SPEC §3's spellings). */
export type Webinar = Entity<typeof WebinarCreateSchema> & StoredTwins<typeof webinarType>;

// The people who come (issue 15): what administrators read of them. Dates are ISO strings.

/** The largest `?page=` a list reads (and a dashboard address opens). */
export const LAST_PAGE = 999_999;

/** How many items one page of a content list holds at most, and when `?pageSize=` is left out. */
export const PAGE_SIZE = 100;

/** One page of an admin list: `{ <name>: items, total, page, pageSize }`. */
export type Page<Name extends string, T> = { [K in Name]: T[] } & {
  total: number;
  page: number;
  pageSize: number;
};

/**
 * A registration's place: confirmed (has a seat), waitlisted (the event was full; first come,
 * first promoted) or cancelled (by the person's link or an admin).
 */
export const REGISTRATION_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** What each status reads as, in the dashboard and the registrations' CSV. */
export const REGISTRATION_STATUS_LABEL: Record<RegistrationStatus, string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waitlisted',
  cancelled: 'Cancelled',
};

/**
 * What a registration's place reads as in the dashboard and the CSV: its status, except that a
 * place at a cancelled event ended with it (as the event's mail told the person).
 */
export const registrationPlaceLabel = ({
  status,
  eventStatus,
}: Pick<Registration, 'status' | 'eventStatus'>) =>
  eventStatus === 'cancelled' && status !== 'cancelled'
    ? 'Event cancelled'
    : REGISTRATION_STATUS_LABEL[status];

/** What registering, and following a registration's cancel link, said about the event. */
export const EVENT_STARTED = 'Registration has closed: this event has already started.';

export interface Registration {
  id: string;
  eventId: string;
  status: RegistrationStatus;
  /** The event's title when the person registered. */
  eventTitle: string;
  /** The event's status as it last stood (its registrations end when it is cancelled). */
  eventStatus: EventStatus;
  name: string;
  email: string;
  inDiamondHeartGroup: boolean;
  diamondHeartGroupName: string;
  additionalMessage: string;
  /** Caught by the spam trap and not released: nobody was mailed. */
  held: boolean;
  createdAt: string;
  /**
   * While waitlisted (and not held), its place in the event's waitlist: 1 is the next to get a
   * place. The admin list sends it; nothing else does.
   */
  waitlistPosition?: number;
}

/**
 * What a registration's cancel link names (`GET /api/registrations/cancel?token=…`): the event
 * as the registrant's mails name it (its title, its date), and whether the registration is
 * cancelled already. Nothing of the person: the link is the only key, and a mail is forwarded.
 */
export interface CancelLinkRegistration {
  eventTitle: string;
  eventDate: string;
  status: RegistrationStatus;
}

export const MESSAGE_STATUSES = ['open', 'handled', 'spam'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A contact message (the contact page and the speak-with-a-teacher forms). */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  interest: string;
  message: string;
  status: MessageStatus;
  createdAt: string;
}

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export interface Subscriber {
  id: string;
  email: string;
  name: string;
  /** Subscribers stored before confirmation links existed read "confirmed"; held ones "pending". */
  status: SubscriberStatus;
  /** Caught by the spam trap and not released: no link was mailed. */
  held: boolean;
  createdAt: string;
  confirmedAt: string | null;
}

/** What `POST /api/cms/privacy/erase` removed for one address. */
export interface ErasedCounts {
  registrations: number;
  messages: number;
  subscribers: number;
  /** Mails to or from the address, waiting or kept in the mail archive (always sent). */
  mails?: number;
  /** The .eml copies of such mail in the mail folder, when mail is written there (no SMTP_URL). */
  mailFiles?: number;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A mail in the outbox or its archive, as `GET /api/cms/mail` lists it. */
export interface OutboxMessage {
  id: string;
  to: string[];
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string;
  createdAt: string;
}

/** `GET /api/cms/mail`: the outbox's state, and a page of its messages (newest first). */
export type MailOverview = Page<'messages', OutboxMessage> & {
  /** Waiting or being sent. */
  pending: number;
  /** Given up after every retry. */
  failed: number;
  lastSentAt: string | null;
};

/** When a record of its own page last changed (ISO 8601; absent when it was never stored so). */
export interface DatedSlug {
  slug: string;
  updatedAt?: string;
}

/**
 * GET /api/content-dates, what the public site's sitemap is made from: each kind's latest change
 * (null without records), and every event and webinar that has a page (a slug), oldest first.
 */
export interface ContentDates {
  latest: Record<
    'events' | 'programs' | 'teachers' | 'testimonials' | 'webinars' | 'newsletters',
    string | null
  >;
  events: DatedSlug[];
  webinars: DatedSlug[];
}
