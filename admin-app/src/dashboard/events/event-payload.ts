import {
  MONTHS,
  slugify,
  splitCommaList,
  type Event,
  type EventStatus,
} from '@da-boulder/contracts';
import { combineEventDate } from './event-date';
import {
  recurrenceFormDefaults,
  recurrenceOf,
  type RecurrenceFormValues,
} from './recurrence-fields';

/** What the event form edits; files travel beside it as multipart parts. */
export interface EventFormValues {
  title: string;
  introText: string;
  description: string;
  month: string;
  date: string;
  year: string;
  time: string;
  location: string;
  /** Private: mailed to confirmed registrants, never shown on the site. */
  meetingLink: string;
  facilitator: string;
  facilitatorRole: 'teacher' | 'facilitator';
  /** Additional team members, comma-separated. */
  additionalTeam: string;
  teacherProfileIds: string[];
  videoUrl: string;
  registrationEmail: string;
  isRecurring: boolean;
  /** Off for events people simply come to: no Register button, no registrations taken. */
  registrationNeeded: boolean;
  /** Only a scheduled event takes registrations; a change of it can be mailed to them. */
  status: EventStatus;
  /** Confirmed places, a whole number as typed; empty: unlimited. */
  capacity: string;
  /** A recurring event's weekday and times, for calendars. */
  recurrence: RecurrenceFormValues;
}

export function eventFormDefaults(event?: Event, now = new Date()): EventFormValues {
  return {
    title: event?.title ?? '',
    introText: event?.introText ?? '',
    description: event?.description ?? '',
    month: event?.month ?? '',
    date: event?.date ?? '',
    // SPEC §2: the year starts as the current one.
    year: String(event?.year ?? now.getFullYear()),
    time: event?.time ?? '',
    location: event?.location ?? '',
    // An event's answers never hold it: the form reads it apart (GET .../:id/meeting-link).
    meetingLink: '',
    facilitator: event?.facilitator ?? '',
    facilitatorRole: event?.facilitatorRole === 'facilitator' ? 'facilitator' : 'teacher',
    additionalTeam: event?.facilitators?.join(', ') ?? '',
    teacherProfileIds: event?.teacherProfileIds ?? [],
    videoUrl: event?.videoUrl ?? '',
    registrationEmail: event?.registrationEmail ?? '',
    isRecurring: event?.isRecurring ?? false,
    registrationNeeded: event?.registrationNeeded ?? true,
    status: event?.status ?? 'scheduled',
    capacity: event?.capacity == null ? '' : String(event.capacity),
    recurrence: recurrenceFormDefaults(event),
  };
}

/**
 * The web address an event has (or will have): an edited event keeps its stored slug, whatever
 * its title now says, so shared links keep working; a new one takes its slug from the title (a
 * clash gets a numeric suffix from the server).
 */
export function eventAddress(title: string, existing?: Pick<Event, 'slug'>): string {
  return `/events/${existing?.slug || slugify(title) || '...'}`;
}

/**
 * The `eventData` part of POST/PUT /api/cms/events (SPEC §7). Throws InvalidEventDateError when
 * month, date and year do not combine. A new event registers at /register/{slug}; an edited one
 * keeps its registration URL, or falls back to event-{id}.
 */
export function buildEventData(
  values: EventFormValues,
  existing?: Pick<Event, 'id' | 'registrationUrl'>,
  now = new Date(),
) {
  const { additionalTeam, ...fields } = values;
  // A recurring event hides month and date. Left blank, the date is stored as "Every" and the
  // eventDate falls in the current month, so ticking the box never leads to an error about
  // fields the admin cannot see. Values that are there are still checked.
  const date = values.isRecurring && !values.date.trim() ? 'Every' : values.date;
  const monthForDate =
    values.isRecurring && !values.month.trim() ? MONTHS[now.getMonth()] : values.month;
  const eventDate = combineEventDate({ ...values, month: monthForDate, date });
  const slug = slugify(values.title);
  return {
    ...fields,
    date,
    title: values.title.trim(),
    year: Number(values.year),
    slug,
    facilitators: splitCommaList(additionalTeam),
    // Empty: unlimited. Anything else goes as a number for the schema to judge (NaN included).
    capacity: values.capacity.trim() === '' ? null : Number(values.capacity),
    recurrence: recurrenceOf(values),
    eventDate: eventDate.toISOString(),
    registrationUrl: existing
      ? existing.registrationUrl || `/register/event-${existing.id}`
      : `/register/${slug}`,
  };
}

/** The multipart body: the JSON part plus the files that were chosen. */
export function buildEventForm(
  eventData: Partial<ReturnType<typeof buildEventData>>,
  files: { image?: File; flyer?: File },
): FormData {
  const form = new FormData();
  form.append('eventData', JSON.stringify(eventData));
  if (files.image) form.append('image', files.image);
  if (files.flyer) form.append('flyer', files.flyer);
  return form;
}
