import { TZDate, tzOffset } from '@date-fns/tz';
import { MONTHS } from './helpers';

/**
 * Event times: read from the free-text time field, placed in America/Denver (where the chapter
 * meets). Zone arithmetic goes through @date-fns/tz (TZDate), which reads the platform's own
 * time-zone data, so daylight saving is right in every year. Browser-safe: the API (calendars,
 * mail), the event form and the pages share it.
 */

/** Where every event's date and time is read, shown and put in calendars. */
export const EVENT_TIME_ZONE = 'America/Denver';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** iCalendar's two-letter weekday codes, in the order of WEEKDAYS. */
const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

export const weekdayCode = (weekday: Weekday): WeekdayCode =>
  WEEKDAY_CODES[WEEKDAYS.indexOf(weekday)];

/** A time of day on the 24-hour clock. */
export interface ClockTime {
  hour: number;
  minute: number;
}

/** A day of the calendar; month 1-12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * What the time field says. `end` may be earlier than `start`: the event then ends the next day
 * ("9 PM - 1 AM"). When the text cannot be read with confidence, `reason` says why, in words an
 * admin can act on, and nothing is guessed.
 */
export type TimeReading =
  { readable: true; start: ClockTime; end: ClockTime | null } | { readable: false; reason: string };

/** Said of a text that is not read as a time, by cause. */
export const TIME_REFUSALS = {
  empty: 'No time is given',
  none: 'No clock time was found',
  several: 'More than one time or time range is given',
  meridiem: 'Add AM or PM (or write the time on the 24-hour clock, such as 18:30)',
  invalid: 'Not a valid time of day',
  zone: 'Another time zone than Mountain Time is named',
  sameEnd: 'The end time is the same as the start time',
} as const;

// Time zones other than Mountain Time, by abbreviation or name: their times are not Denver's.
const OTHER_ZONE =
  /\b(?:utc|gmt|[ecp][sd]?t|a[sd]t|ak[sd]t|h[sd]t|bst|cet|cest|eet|eest|ist|jst|aest|eastern|central|pacific|alaska|hawaii|atlantic|london|paris|berlin|europe)\b/;
// A month's name or abbreviation, as the word before a day ("June 7"); never "Juneteenth".
const MONTH_WORD =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s*$/;
const TIME_TOKEN =
  /(?<![\d:.])(\d{1,2})(?:([:.])(\d{2}))?(?:\s*(a\.?\s?m\b\.?|p\.?\s?m\b\.?)|(a|p)\b)?(?![\d:])|\b(noon|midday|midnight)\b/g;
const RANGE_SEPARATOR = /^\s*(?:-|~|to|until|till|['\u2018\u2019]?til|through|thru)\s*$/;
/** "between 7 and 9 PM": a range too. */
const BETWEEN = /\bbetween\s*$/;
/** A number joined to a time by these is another time, never words around it: "7 and 9 PM". */
const JOINED = /^\s*(?:and|&|or)\s*$/;

interface Token {
  index: number;
  end: number;
  hour: number;
  minute: number;
  /** 'am' | 'pm' when written; noon and midnight are absolute. */
  meridiem?: 'am' | 'pm';
  absolute?: boolean;
  hasMinutes: boolean;
  /** Written like "09:30" or "18:30": the 24-hour clock. */
  twentyFourHour: boolean;
  /**
   * Without AM or PM, not on the 24-hour clock: "7" in "7-9 PM", "6.30" in "6.30-8 PM"; a time
   * only in a range with one that says AM or PM.
   */
  bare: boolean;
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TIME_TOKEN)) {
    const [whole, hourText, separator, minuteText, meridiemWord, meridiemLetter, named] = match;
    const index = match.index ?? 0;
    if (named) {
      tokens.push({
        index,
        end: index + whole.length,
        hour: named === 'midnight' ? 0 : 12,
        minute: 0,
        absolute: true,
        hasMinutes: true,
        twentyFourHour: false,
        bare: false,
      });
      continue;
    }
    const meridiemText = (meridiemWord ?? meridiemLetter ?? '').replace(/[.\s]/g, '');
    const meridiem = meridiemText.startsWith('a')
      ? 'am'
      : meridiemText.startsWith('p')
        ? 'pm'
        : undefined;
    // "October 5" or "5th" is a day, and "2 hours" a length, never a time.
    const followedBy = text.slice(index + whole.length);
    if (
      !minuteText &&
      !meridiem &&
      (MONTH_WORD.test(text.slice(0, index)) ||
        /^(?:st|nd|rd|th)\b|^\s*(?:hours?|hrs?|h|minutes?|mins?)\b/.test(followedBy))
    )
      continue;
    const twentyFourHour =
      minuteText !== undefined && !meridiem && (hourText.startsWith('0') || Number(hourText) >= 13);
    tokens.push({
      index,
      end: index + whole.length,
      hour: Number(hourText),
      minute: minuteText ? Number(minuteText) : 0,
      meridiem,
      hasMinutes: minuteText !== undefined,
      twentyFourHour,
      // "6.30" alone is more likely a number than a time.
      bare: !meridiem && !twentyFourHour && (minuteText === undefined || separator === '.'),
    });
  }
  return tokens;
}

/** Hour 0-23 of a 12-hour-clock hour (1-12) and meridiem; null when the hour is out of range. */
function twentyFour(hour: number, meridiem: 'am' | 'pm'): number | null {
  if (hour < 1 || hour > 12) return null;
  return (hour % 12) + (meridiem === 'pm' ? 12 : 0);
}

const minutesOf = (time: ClockTime) => time.hour * 60 + time.minute;

/** A token on its own terms: a clock time when it says enough by itself, else null. */
function standalone(token: Token): ClockTime | 'invalid' | null {
  if (token.minute > 59) return 'invalid';
  if (token.absolute) return { hour: token.hour, minute: 0 };
  if (token.meridiem) {
    const hour = twentyFour(token.hour, token.meridiem);
    return hour === null ? 'invalid' : { hour, minute: token.minute };
  }
  if (token.twentyFourHour) {
    return token.hour > 23 ? 'invalid' : { hour: token.hour, minute: token.minute };
  }
  return null;
}

/**
 * The side of a range that does not say AM or PM takes the other side's, or the opposite one when
 * only that puts the start before the end ("11 - 1 PM" is 11 AM to 1 PM), or else across midnight
 * ("11 PM - 1" ends at 1 AM).
 */
function inferred(token: Token, known: ClockTime, knownIsEnd: boolean): ClockTime | 'invalid' {
  if (token.minute > 59) return 'invalid';
  const knownMeridiem = known.hour >= 12 ? 'pm' : 'am';
  const other = knownMeridiem === 'pm' ? 'am' : 'pm';
  for (const meridiem of [knownMeridiem, other] as const) {
    const hour = twentyFour(token.hour, meridiem);
    if (hour === null) return 'invalid';
    const time = { hour, minute: token.minute };
    const ordered = knownIsEnd
      ? minutesOf(time) < minutesOf(known)
      : minutesOf(time) > minutesOf(known);
    if (ordered) return time;
  }
  const overnight = twentyFour(token.hour, other);
  return overnight === null ? 'invalid' : { hour: overnight, minute: token.minute };
}

/**
 * Reads the time of an event from its free-text time field: "10:00 AM - 12:30 PM",
 * "6:30 to 7:00 PM", "Sundays, 7-9pm", "noon", "18:30–19:00". Words around the one time or range
 * are ignored. Refused, with a reason: no time at all, several times or ranges, times that could
 * be morning or evening, impossible times, and times in another time zone.
 */
export function readEventTime(text: string): TimeReading {
  const normalized = text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  if (normalized === '') return { readable: false, reason: TIME_REFUSALS.empty };
  if (OTHER_ZONE.test(normalized)) return { readable: false, reason: TIME_REFUSALS.zone };

  const tokens = tokensOf(normalized);
  // Pair neighbours joined by a range separator; a bare number counts only inside a range, and
  // one joined to a time otherwise is a second time.
  const expressions: { start: Token; end?: Token }[] = [];
  let unmarkedRange = false;
  for (let i = 0; i < tokens.length; i++) {
    const next = tokens[i + 1];
    const between = next ? normalized.slice(tokens[i].end, next.index) : '';
    const ranged =
      RANGE_SEPARATOR.test(between) ||
      (/^\s*and\s*$/.test(between) && BETWEEN.test(normalized.slice(0, tokens[i].index)));
    if (next && ranged) {
      if (!(tokens[i].bare && next.bare)) expressions.push({ start: tokens[i], end: next });
      else unmarkedRange = true;
      i++;
    } else if (!tokens[i].bare) {
      expressions.push({ start: tokens[i] });
    } else {
      const previous = tokens[i - 1];
      const before = previous ? normalized.slice(previous.end, tokens[i].index) : '';
      if (
        (next && !next.bare && JOINED.test(between)) ||
        (previous && !previous.bare && JOINED.test(before))
      )
        return { readable: false, reason: TIME_REFUSALS.several };
    }
  }
  if (expressions.length === 0)
    return { readable: false, reason: unmarkedRange ? TIME_REFUSALS.meridiem : TIME_REFUSALS.none };
  if (expressions.length > 1) return { readable: false, reason: TIME_REFUSALS.several };

  const [{ start: startToken, end: endToken }] = expressions;
  let start = standalone(startToken);
  let end = endToken ? standalone(endToken) : null;
  if (start === 'invalid' || end === 'invalid') {
    return { readable: false, reason: TIME_REFUSALS.invalid };
  }
  if (endToken) {
    if (start === null && end !== null && !endToken.twentyFourHour) {
      start = inferred(startToken, end, true);
    } else if (end === null && start !== null && !startToken.twentyFourHour) {
      end = inferred(endToken, start, false);
    }
    if (start === 'invalid' || end === 'invalid') {
      return { readable: false, reason: TIME_REFUSALS.invalid };
    }
    if (start === null || end === null) return { readable: false, reason: TIME_REFUSALS.meridiem };
    if (minutesOf(start) === minutesOf(end)) {
      return { readable: false, reason: TIME_REFUSALS.sameEnd };
    }
    return { readable: true, start, end };
  }
  if (start === null) return { readable: false, reason: TIME_REFUSALS.meridiem };
  return { readable: true, start, end: null };
}

/** "18:30" for 6:30 PM. */
export const formatClockTime = ({ hour, minute }: ClockTime) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The ClockTime of "18:30"; null for anything else. */
export function parseClockTime(text: string): ClockTime | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/** The wall-clock date and time of an instant in a time zone. */
export function wallClockAt(
  instant: Date,
  timeZone: string = EVENT_TIME_ZONE,
): CalendarDay & ClockTime & { second: number } {
  const wall = new TZDate(instant.getTime(), timeZone);
  return {
    year: wall.getFullYear(),
    month: wall.getMonth() + 1,
    day: wall.getDate(),
    hour: wall.getHours(),
    minute: wall.getMinutes(),
    second: wall.getSeconds(),
  };
}

/** The calendar day of an instant in a zone. */
export function dayAt(instant: Date, timeZone: string = EVENT_TIME_ZONE): CalendarDay {
  const { year, month, day } = wallClockAt(instant, timeZone);
  return { year, month, day };
}

/** Minutes the zone is ahead of UTC at an instant (-360 for Denver in summer, -420 in winter). */
export const offsetMinutesAt = (instant: Date, timeZone: string = EVENT_TIME_ZONE) =>
  tzOffset(timeZone, instant);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a wall-clock time happens in a zone. A time that happens twice (the autumn hour)
 * is its first; one that never happens (the spring gap) is read with the offset before the gap,
 * as RFC 5545 reads it. Not TZDate's field constructor: which autumn hour that gives depends on
 * the host's own zone (date-fns/tz issue 40), and this runs in visitors' browsers too.
 */
export function instantOf(
  day: CalendarDay,
  time: ClockTime,
  timeZone: string = EVENT_TIME_ZONE,
): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, time.hour, time.minute);
  // The zone's offsets a day either side: the same one unless the clocks change that day. The
  // first of them the zone really has at the time it gives wins; in the gap neither does.
  const before = tzOffset(timeZone, new Date(wall - DAY_MS));
  const after = tzOffset(timeZone, new Date(wall + DAY_MS));
  const valid = [before, after].find(
    (offset) => tzOffset(timeZone, new Date(wall - offset * 60_000)) === offset,
  );
  return new Date(wall - (valid ?? before) * 60_000);
}

/** "2027-10-05". */
export const formatDay = ({ year, month, day }: CalendarDay) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** ISO 8601 with the zone's offset at that moment: "2027-10-05T10:00:00-06:00". */
export function isoInZone(instant: Date, timeZone: string = EVENT_TIME_ZONE): string {
  // TZDate writes "2027-10-05T10:00:00.000-06:00"; the milliseconds are left out.
  const iso = new TZDate(instant.getTime(), timeZone).toISOString();
  return iso.slice(0, 19) + iso.slice(23);
}

/** The calendar day `days` after `day`. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const weekdayIndexOf = (day: CalendarDay) =>
  new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();

/** The first `weekday` on or after `day`. */
export function onOrAfter(day: CalendarDay, weekday: Weekday): CalendarDay {
  return addDays(day, (WEEKDAYS.indexOf(weekday) - weekdayIndexOf(day) + 7) % 7);
}

/** An event's fields that name its day. */
interface EventDayFields {
  date: string;
  month: string;
  year?: number;
  eventDate?: string | null;
}

/**
 * The day an event takes place: its month, date and year fields when they name a real day (what
 * the page shows), else the Denver day of its eventDate; null when neither says.
 */
export function eventDay(event: EventDayFields): CalendarDay | null {
  const month = (MONTHS as readonly string[]).indexOf(event.month) + 1;
  const dayNumber = /^\d{1,2}$/.test(event.date.trim()) ? Number(event.date.trim()) : 0;
  const year = event.year ?? 0;
  if (month > 0 && dayNumber > 0 && Number.isInteger(year) && year > 0) {
    const candidate = { year, month, day: dayNumber };
    const check = addDays(candidate, 0);
    if (check.month === month && check.day === dayNumber) return candidate;
  }
  if (!event.eventDate) return null;
  const instant = new Date(event.eventDate);
  return Number.isNaN(instant.getTime()) ? null : dayAt(instant);
}

/** Which of its weekdays in a month a monthly event meets on: first to fourth, or -1 (the last). */
export const MONTH_WEEKS = [1, 2, 3, 4, -1] as const;
export type MonthWeek = (typeof MONTH_WEEKS)[number];

/**
 * The structured schedule of a series, as the event form enters it: weekly on `weekday`, or
 * monthly on the `week`th `weekday` ("the second Tuesday") or on day `monthDay` ("the 15th").
 */
export interface EventRecurrence {
  /** Weekly when left out (series stored before monthly ones existed). */
  frequency?: 'weekly' | 'monthly';
  weekday?: Weekday;
  week?: MonthWeek;
  monthDay?: number;
  /** "18:30" */
  startTime: string;
  /** "19:00", after startTime. */
  endTime: string;
}

/** A monthly series' rule: the nth weekday, or a fixed day of the month. */
type MonthlyRule = { week: MonthWeek; weekday: Weekday } | { monthDay: number };

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day a monthly rule names in a month; null when that month has none (the 31st of June). */
function monthlyDay(year: number, month: number, rule: MonthlyRule): CalendarDay | null {
  const last = daysInMonth(year, month);
  if ('monthDay' in rule) return rule.monthDay <= last ? { year, month, day: rule.monthDay } : null;
  if (rule.week === -1) {
    const lastDay = { year, month, day: last };
    return addDays(lastDay, -((weekdayIndexOf(lastDay) - WEEKDAYS.indexOf(rule.weekday) + 7) % 7));
  }
  return addDays(onOrAfter({ year, month, day: 1 }, rule.weekday), (rule.week - 1) * 7);
}

/** The first meeting of a monthly series on or after `from`. */
function monthlyOnOrAfter(from: CalendarDay, rule: MonthlyRule): CalendarDay {
  for (let months = 0; ; months++) {
    const index = from.month - 1 + months;
    const day = monthlyDay(from.year + Math.floor(index / 12), (index % 12) + 1, rule);
    if (day && formatDay(day) >= formatDay(from)) return day;
  }
}

/** A stored recurrence's monthly rule; null when it is weekly or incomplete. */
function monthlyRuleOf(recurrence: EventRecurrence): MonthlyRule | null {
  if (recurrence.frequency !== 'monthly') return null;
  const { monthDay, week, weekday } = recurrence;
  if (Number.isInteger(monthDay) && monthDay! >= 1 && monthDay! <= 31)
    return { monthDay: monthDay! };
  if (weekday && WEEKDAYS.includes(weekday) && week && MONTH_WEEKS.includes(week))
    return { week, weekday };
  return null;
}

const ORDINAL_WORDS: Record<MonthWeek, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  [-1]: 'last',
};
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const twelveHour = ({ hour, minute }: ClockTime) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

/**
 * A series' schedule in words, for its page: "Every Sunday, 6:30 PM - 7:00 PM", "The second
 * Tuesday of every month, ...", "The 15th of every month, ..."; null when it has none.
 */
export function recurrenceText(recurrence: EventRecurrence | null | undefined): string | null {
  const start = recurrence && parseClockTime(recurrence.startTime);
  const end = recurrence && parseClockTime(recurrence.endTime);
  if (!recurrence || !start || !end) return null;
  const times = `${twelveHour(start)} - ${twelveHour(end)}`;
  const rule = monthlyRuleOf(recurrence);
  if (rule && 'monthDay' in rule) return `The ${ordinal(rule.monthDay)} of every month, ${times}`;
  if (rule) return `The ${ORDINAL_WORDS[rule.week]} ${rule.weekday} of every month, ${times}`;
  if (recurrence.frequency === 'monthly' || !recurrence.weekday) return null;
  return `Every ${recurrence.weekday}, ${times}`;
}

/**
 * When an event happens, in the terms calendars and search engines use. Times are America/Denver.
 * - timed: `start` (and `end`, when the text gives one) are ISO 8601 with the offset of the day;
 * - all-day (`allDay`): the time could not be read; `start` is the day ("2027-10-05"), no `end`;
 * - weekly or monthly: the first occurrence as start and end, plus the rule and clock times.
 */
export interface EventSchedule {
  timeZone: string;
  allDay: boolean;
  start: string;
  end: string | null;
  weekly: {
    weekday: Weekday;
    byDay: WeekdayCode;
    /** "18:30" */
    startTime: string;
    /** "19:00" */
    endTime: string;
  } | null;
  /** The nth weekday (`week`, -1 the last, with `weekday`) or day `monthDay` of every month. */
  monthly: {
    week: MonthWeek | null;
    weekday: Weekday | null;
    byDay: WeekdayCode | null;
    monthDay: number | null;
    startTime: string;
    endTime: string;
  } | null;
}

/** An event's fields that say when it takes place (Event has them). */
interface ScheduledFields extends EventDayFields {
  time: string;
  isRecurring: boolean;
  recurrence?: EventRecurrence | null;
}

/**
 * An event's schedule, or null when it has none a calendar could hold: a recurring event without
 * its weekday and times, or a one-off event without a day. A weekly series starts on the first of
 * its weekdays on or after the event's day (else `since`, when the event was created).
 */
export function eventSchedule(event: ScheduledFields, since?: Date): EventSchedule | null {
  if (event.isRecurring) {
    const recurrence = event.recurrence;
    const startTime = recurrence && parseClockTime(recurrence.startTime);
    const endTime = recurrence && parseClockTime(recurrence.endTime);
    if (!recurrence || !startTime || !endTime) return null;
    const from = eventDay(event) ?? dayAt(since ?? new Date());
    const times = { startTime: formatClockTime(startTime), endTime: formatClockTime(endTime) };
    const rule = monthlyRuleOf(recurrence);
    const weekday = recurrence.weekday;
    if (!rule && (recurrence.frequency === 'monthly' || !weekday || !WEEKDAYS.includes(weekday)))
      return null;
    const first = rule ? monthlyOnOrAfter(from, rule) : onOrAfter(from, weekday!);
    return {
      timeZone: EVENT_TIME_ZONE,
      allDay: false,
      start: isoInZone(instantOf(first, startTime)),
      end: isoInZone(instantOf(first, endTime)),
      weekly: rule ? null : { weekday: weekday!, byDay: weekdayCode(weekday!), ...times },
      monthly: rule
        ? {
            week: 'week' in rule ? rule.week : null,
            weekday: 'week' in rule ? rule.weekday : null,
            byDay: 'week' in rule ? weekdayCode(rule.weekday) : null,
            monthDay: 'monthDay' in rule ? rule.monthDay : null,
            ...times,
          }
        : null,
    };
  }
  const day = eventDay(event);
  if (!day) return null;
  const reading = readEventTime(event.time);
  if (!reading.readable) {
    return {
      timeZone: EVENT_TIME_ZONE,
      allDay: true,
      start: formatDay(day),
      end: null,
      weekly: null,
      monthly: null,
    };
  }
  const endDay =
    reading.end && minutesOf(reading.end) < minutesOf(reading.start) ? addDays(day, 1) : day;
  return {
    timeZone: EVENT_TIME_ZONE,
    allDay: false,
    start: isoInZone(instantOf(day, reading.start)),
    end: reading.end ? isoInZone(instantOf(endDay, reading.end)) : null,
    weekly: null,
    monthly: null,
  };
}

/** A series' RRULE value ("FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2"), as the .ics has it; null for a one-off. */
export function seriesRrule({ weekly, monthly }: EventSchedule): string | null {
  if (weekly) return `FREQ=WEEKLY;BYDAY=${weekly.byDay}`;
  if (!monthly) return null;
  return monthly.monthDay
    ? `FREQ=MONTHLY;BYMONTHDAY=${monthly.monthDay}`
    : `FREQ=MONTHLY;BYDAY=${monthly.byDay};BYSETPOS=${monthly.week}`;
}

/** The calendar day of a schedule's ISO date or date-time ("2027-10-05..."). */
export function dayOfIso(iso: string): CalendarDay {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return { year, month, day };
}

/**
 * The occurrence of a schedule that is next at `now` (the one under way included), or null when
 * the event is over. A weekly or monthly series never ends.
 */
export function nextOccurrence(
  schedule: EventSchedule,
  now: Date = new Date(),
): { start: Date; end: Date | null; day: CalendarDay } | null {
  const series = schedule.weekly ?? schedule.monthly;
  if (series) {
    const startTime = parseClockTime(series.startTime)!;
    const endTime = parseClockTime(series.endTime)!;
    const first = dayOfIso(schedule.start);
    const today = dayAt(now);
    const { weekly, monthly } = schedule;
    const rule: MonthlyRule | null = monthly
      ? monthly.monthDay
        ? { monthDay: monthly.monthDay }
        : { week: monthly.week!, weekday: monthly.weekday! }
      : null;
    const meetingFrom = (from: CalendarDay) =>
      rule ? monthlyOnOrAfter(from, rule) : onOrAfter(from, weekly!.weekday);
    let day = meetingFrom(formatDay(today) > formatDay(first) ? today : first);
    if (instantOf(day, endTime) <= now) day = meetingFrom(addDays(day, 1));
    return { start: instantOf(day, startTime), end: instantOf(day, endTime), day };
  }
  const day = dayOfIso(schedule.start);
  if (schedule.allDay) {
    const over = instantOf(addDays(day, 1), { hour: 0, minute: 0 }) <= now;
    return over ? null : { start: instantOf(day, { hour: 0, minute: 0 }), end: null, day };
  }
  const start = new Date(schedule.start);
  const end = schedule.end ? new Date(schedule.end) : null;
  // Without an end time, the event counts as under way for the rest of its day.
  const over = (end ?? instantOf(addDays(day, 1), { hour: 0, minute: 0 })) <= now;
  return over ? null : { start, end, day };
}

/**
 * The ISO start and end (in the schedule's zone) of the meeting a series has next at `now`; a
 * one-off event's own.
 */
export function nextMeetingIso(
  schedule: EventSchedule,
  now: Date = new Date(),
): { start: string; end: string | null } {
  const next = seriesRrule(schedule) ? nextOccurrence(schedule, now) : null;
  if (!next) return { start: schedule.start, end: schedule.end };
  return {
    start: isoInZone(next.start, schedule.timeZone),
    end: next.end && isoInZone(next.end, schedule.timeZone),
  };
}

/**
 * Whether an event has begun at `now`, which closes its registration: a one-off event from its
 * start (an all-day one from the start of its day). A series never has: each meeting is another,
 * and one registers for the series. Without a schedule nothing says, so it has not.
 */
export function hasStarted(schedule: EventSchedule | null | undefined, now = new Date()): boolean {
  if (!schedule || schedule.weekly || schedule.monthly) return false;
  const start = schedule.allDay
    ? instantOf(dayOfIso(schedule.start), { hour: 0, minute: 0 })
    : new Date(schedule.start);
  return start <= now;
}

/**
 * Whether an event has taken place: nothing of it is left today or later (in Denver). The calendar
 * feed leaves such events out and the site lists them as past, by this one rule. An event without
 * a schedule is not past.
 */
export function isPast(schedule: EventSchedule | null | undefined, now = new Date()): boolean {
  if (!schedule) return false;
  return nextOccurrence(schedule, instantOf(dayAt(now), { hour: 0, minute: 0 })) === null;
}

let today = { day: '', readAt: -Infinity };

/**
 * Today in Denver as formatDay writes it: the day an event passes by (isPast), so what is upcoming
 * is read anew each day. Worked out at most once a second: the caches of public content ask on
 * every request, and each working-out costs about 10 µs.
 */
export function currentDay(): string {
  const now = Date.now();
  // A clock set back (or a test's) is read again too.
  if (now - today.readAt >= 1000 || now < today.readAt)
    today = { day: formatDay(dayAt(new Date(now))), readAt: now };
  return today.day;
}
