import * as v from 'valibot';
import { eventSchedule, isPast, MONTH_WEEKS, parseClockTime, WEEKDAYS } from '../event-time';
import {
  draftFields,
  publishAtInput,
  email,
  id,
  MAX,
  MONTH_MESSAGE,
  optionalText,
  optionalWebAddress,
  requiredText,
  slug,
  storedAsDate,
  stringList,
  text,
  webAddress,
  year,
} from '../field-schemas';
import { EVENT_STATUSES, NO_REGISTRATION_NEEDED } from '../event-status';
import { eventDayText, isIsoDate, MONTHS, splitCommaList } from '../helpers';
import { capitalised, defineContentType, inputSchema } from './content-type';

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

const CAPACITY_LIMIT = 100_000;
const CAPACITY_MESSAGE = `Capacity must be a whole number from 1 to ${CAPACITY_LIMIT}, or empty for unlimited`;

const MEETING_LINK_MESSAGE = 'Meeting link must be a web address starting with https://';

/** A video meeting's address: https only (it is handed to registrants to open), one line. */
const meetingLink = v.pipe(
  text('Meeting link', MAX.url),
  v.check((value) => value === '' || /^https:\/\/[^\s/\\]\S*$/i.test(value), MEETING_LINK_MESSAGE),
);

const SORT_ORDER_LIMIT = 100_000;
const SORT_ORDER_RANGE_MESSAGE = `sortOrder must be between -${SORT_ORDER_LIMIT} and ${SORT_ORDER_LIMIT}`;

const clockTime = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.check((value) => parseClockTime(value) !== null, `${label} must be a time such as 18:30`),
  );

const MONTHLY_DAY_MESSAGE =
  'Please choose a day of the month, or a weekday and which one of the month it is';

/**
 * A series' structured schedule (start and end time in Denver), so calendars repeat it: weekly on
 * a weekday ("every Sunday 18:30-19:00"), or monthly on the nth weekday ("the second Tuesday")
 * or on a fixed day ("the 15th"). Null when the event has none.
 */
export const EventRecurrenceSchema = v.pipe(
  v.object({
    frequency: v.optional(v.picklist(['weekly', 'monthly'], 'Please choose weekly or monthly')),
    weekday: v.optional(v.picklist(WEEKDAYS, 'Please choose a weekday')),
    week: v.optional(v.picklist(MONTH_WEEKS, 'Please choose which week of the month')),
    monthDay: v.optional(
      v.pipe(
        v.number('The day of the month must be a number from 1 to 31'),
        v.integer('The day of the month must be a number from 1 to 31'),
        v.minValue(1, 'The day of the month must be a number from 1 to 31'),
        v.maxValue(31, 'The day of the month must be a number from 1 to 31'),
      ),
    ),
    startTime: clockTime('Start time'),
    endTime: clockTime('End time'),
  }),
  v.check(
    ({ startTime, endTime }) => startTime < endTime,
    'The end time must be after the start time',
  ),
  v.check(
    ({ frequency, weekday }) => frequency === 'monthly' || weekday !== undefined,
    'Please choose a weekday',
  ),
  v.check(
    ({ frequency, weekday, week, monthDay }) =>
      frequency !== 'monthly' ||
      (monthDay !== undefined ? week === undefined : weekday !== undefined && week !== undefined),
    MONTHLY_DAY_MESSAGE,
  ),
);

/**
 * The `eventData` part of POST/PUT /api/cms/events (an update keeps the slug). imageUrl, flyerUrl
 * and sortOrder, when left out, keep what the stored event has; uploaded files replace the URLs.
 * The list is open to all, in the order administrators arranged (the first is the featured one).
 */
export const eventType = defineContentType({
  noun: 'event',
  plural: 'events',
  adminPath: '/api/cms/events',
  publicPath: '/api/cms/events',
  order: 'arranged',
  fields: {
    slug: v.optional(slug, ''),
    title: requiredText('Title'),
    introText: optionalText('Intro text', MAX.medium, 'multiline'),
    /** Markdown. */
    description: optionalText('Description', MAX.long, 'multiline'),
    /** Day of the month as text ("5"), or "Every" for a recurring event. */
    date: optionalText('Date', 20),
    /** Full English month name. */
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
    /** Free text, e.g. "10:00 AM - 12:30 PM". */
    time: optionalText('Time'),
    location: optionalText('Location'),
    facilitator: optionalText('Facilitator'),
    /** 'facilitator' shows the label Facilitator; anything else shows Teacher. */
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
    /** One or more comma-separated addresses; blank means the default registration contact. */
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
    /** ISO date string. */
    eventDate: v.optional(
      v.nullable(
        v.pipe(
          v.string(EVENT_DATE_MESSAGE),
          storedAsDate,
          v.check(isIsoDate, EVENT_DATE_MESSAGE),
          v.check(isNearToday, `Please enter a date within ${EVENT_DATE_YEARS} years of today.`),
        ),
      ),
      null,
    ),
    isRecurring: v.optional(v.boolean('isRecurring must be true or false'), false),
    /**
     * False for events people simply come to (the Sunday meditation): the page says so instead
     * of offering registration, and POST /api/register refuses them. Stored events without it:
     * true.
     */
    registrationNeeded: v.optional(v.boolean('registrationNeeded must be true or false'), true),
    /**
     * Scheduled, cancelled or postponed: only a scheduled event takes registrations. Left out of
     * an update: kept (a new event is scheduled).
     */
    status: v.optional(
      v.picklist(EVENT_STATUSES, 'Status must be scheduled, cancelled or postponed'),
    ),
    /** How many confirmed places it has; past them, people join its waitlist. Null: unlimited. */
    capacity: v.optional(
      v.nullable(
        v.pipe(
          v.number(CAPACITY_MESSAGE),
          v.integer(CAPACITY_MESSAGE),
          v.minValue(1, CAPACITY_MESSAGE),
          v.maxValue(CAPACITY_LIMIT, CAPACITY_MESSAGE),
        ),
      ),
      null,
    ),
    /**
     * The private address of an online meeting: mailed to confirmed registrants (confirmation,
     * reminder, their .ics), never in a public answer. Left out of an update: kept; '' clears it.
     */
    meetingLink: v.optional(meetingLink),
    sortOrder: v.optional(
      v.pipe(
        v.number('sortOrder must be a number'),
        v.integer('sortOrder must be a whole number'),
        v.minValue(-SORT_ORDER_LIMIT, SORT_ORDER_RANGE_MESSAGE),
        v.maxValue(SORT_ORDER_LIMIT, SORT_ORDER_RANGE_MESSAGE),
      ),
    ),
    /** A recurring event's weekday and times, entered in the event form (null: none given). */
    recurrence: v.optional(v.nullable(EventRecurrenceSchema), null),
    ...draftFields,
  },
  // For confirmed registrants alone: mailed to them, read by administrators on its own route.
  privateFields: ['meetingLink'],
  admin: {
    // SPEC §2's event form: the recurring flag hides the month, date and year.
    form: [
      { name: 'title', label: 'Title' },
      { name: 'slug', label: 'Web address', widget: 'event-address' },
      {
        name: 'introText',
        label: 'Intro text',
        input: 'textarea',
        description: 'A short summary shown on event cards',
      },
      {
        name: 'description',
        label: 'Description',
        input: 'textarea',
        description: 'Markdown is supported',
      },
      {
        name: 'isRecurring',
        label: 'Recurring event',
        input: 'checkbox',
        description: 'Shows as Recurring instead of a date',
      },
      { name: 'date', label: 'Date', widget: 'event-date' },
      { name: 'recurrence', label: 'Repeats', widget: 'recurrence', onlyWith: 'isRecurring' },
      { name: 'time', label: 'Time', widget: 'event-time' },
      { name: 'location', label: 'Location' },
      {
        name: 'status',
        label: 'Status',
        input: 'select',
        options: EVENT_STATUSES.map((status) => ({ value: status, label: capitalised(status) })),
        description:
          'A cancelled or postponed event says so on its page and takes no registrations',
      },
      {
        name: 'meetingLink',
        label: 'Meeting link (private)',
        widget: 'meeting-link',
        description:
          'For an online event: https:// address of the video meeting. Sent only to confirmed registrants (confirmation, reminder the day before, calendar file); never shown on the site.',
      },
      [
        { name: 'facilitator', label: 'Facilitator' },
        {
          name: 'facilitatorRole',
          label: 'Facilitator role',
          input: 'select',
          options: [
            { value: 'teacher', label: 'Teacher' },
            { value: 'facilitator', label: 'Facilitator' },
          ],
        },
      ],
      {
        name: 'facilitators',
        label: 'Additional team members',
        input: 'list',
        description: 'Separate names with commas',
      },
      { name: 'teacherProfileIds', label: 'Featured teachers', widget: 'teacher-picker' },
      {
        name: 'videoUrl',
        label: 'Video URL',
        input: 'url',
        description: 'Use an embed link, e.g. https://www.youtube.com/embed/VIDEO_ID',
      },
      {
        name: 'registrationNeeded',
        label: 'Registration needed',
        input: 'checkbox',
        description: `Off: the event page says "${NO_REGISTRATION_NEEDED}" instead of offering registration`,
      },
      {
        name: 'registrationEmail',
        label: 'Registration email',
        description: 'One or more addresses, separated by commas',
        onlyWith: 'registrationNeeded',
        keptHidden: true,
      },
      {
        name: 'capacity',
        label: 'Capacity',
        input: 'count',
        description: 'How many places; past them, people join a waitlist. Empty: unlimited',
        onlyWith: 'registrationNeeded',
        keptHidden: true,
      },
      { name: 'imageUrl', label: 'Image', widget: 'image' },
      { name: 'flyerUrl', label: 'Flyer (PDF)', widget: 'flyer' },
      publishAtInput,
      { widget: 'tell-registrants' },
    ],
    multipart: { json: 'eventData' },
    columns: [
      { header: 'Title', value: (event) => event.title },
      // SPEC §2: "Recurring" stands in for the date of a recurring event.
      {
        header: 'Date',
        value: (event) => (event.isRecurring ? 'Recurring' : eventDayText(event)),
      },
      { header: 'Time', value: (event) => event.time },
      { header: 'Location', value: (event) => event.location },
      { header: 'Facilitator', value: (event) => event.facilitator },
      // At a glance, whether it still lies ahead: a cancelled or past event must not read as one.
      {
        header: 'Status',
        value: (event) => [
          event.status && event.status !== 'scheduled'
            ? capitalised(event.status)
            : isPast(eventSchedule(event))
              ? 'Past'
              : 'Upcoming',
        ],
      },
    ],
    itemLabel: (event) => event.title,
  },
});

export const EventInputSchema = inputSchema(eventType);
