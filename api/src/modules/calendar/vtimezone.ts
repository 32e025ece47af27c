import { offsetMinutesAt } from '../../contracts';

/**
 * The VTIMEZONE block (RFC 5545 §3.6.5) for a time zone, built from the platform's time-zone
 * data (Intl) instead of a bundled copy: the calendar carries the rules its times need, and
 * calendar apps place them right whatever their own data says.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many years after the first one the yearly rules are checked against the zone's data. */
const YEARS_CHECKED = 10;
const CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

interface Transition {
  /** The instant the offset changes. */
  at: Date;
  /** Offsets before and after, in minutes east of UTC. */
  from: number;
  to: number;
}

/** The offset changes during a year, found day by day and then to the minute. */
function transitionsIn(year: number, timeZone: string): Transition[] {
  const transitions: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  for (let day = Date.UTC(year, 0, 1); day < end; day += DAY_MS) {
    const from = offsetMinutesAt(new Date(day), timeZone);
    const to = offsetMinutesAt(new Date(day + DAY_MS), timeZone);
    if (from === to) continue;
    let low = day;
    let high = day + DAY_MS;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutesAt(new Date(middle), timeZone) === from) low = middle;
      else high = middle;
    }
    transitions.push({ at: new Date(high), from, to });
  }
  return transitions;
}

const two = (value: number) => String(value).padStart(2, '0');

/** "-0700" for -420. */
const utcOffset = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${two(Math.floor(Math.abs(minutes) / 60))}${two(Math.abs(minutes) % 60)}`;

/** The wall-clock time just before a transition, in the offset it leaves: "20270314T020000". */
function localStart({ at, from }: Transition) {
  const wall = new Date(at.getTime() + from * 60_000);
  return {
    text: `${wall.getUTCFullYear()}${two(wall.getUTCMonth() + 1)}${two(wall.getUTCDate())}T${two(wall.getUTCHours())}${two(wall.getUTCMinutes())}00`,
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    time: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU" (or -1SU for the last one of the month). */
function yearlyRule(transition: Transition): string {
  const { year, month, day, weekday } = localStart(transition);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const ordinal = day + 7 > daysInMonth ? -1 : Math.ceil(day / 7);
  return `FREQ=YEARLY;BYMONTH=${month};BYDAY=${ordinal}${CODES[weekday]}`;
}

/** Whether the same yearly rule, at the same local time, gives the transition of another year. */
function sameRule(a: Transition, b: Transition): boolean {
  return (
    a.from === b.from &&
    a.to === b.to &&
    yearlyRule(a) === yearlyRule(b) &&
    localStart(a).time === localStart(b).time
  );
}

function zoneName(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find(({ type }) => type === 'timeZoneName');
  return part?.value ?? timeZone;
}

function observance(transition: Transition, timeZone: string, rule?: string): string[] {
  const kind = transition.to > transition.from ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    `TZOFFSETFROM:${utcOffset(transition.from)}`,
    `TZOFFSETTO:${utcOffset(transition.to)}`,
    `TZNAME:${zoneName(transition.at, timeZone)}`,
    `DTSTART:${localStart(transition).text}`,
    ...(rule ? [`RRULE:${rule}`] : []),
    `END:${kind}`,
  ];
}

/**
 * VTIMEZONE for `timeZone`, valid from `fromYear` on. A zone with daylight saving time gets its
 * two yearly changes as rules when the zone's data follows them for the years checked; any other
 * zone gets the offset it starts the year with and each change of those years.
 */
export function vtimezone(timeZone: string, fromYear: number): string {
  const key = `${timeZone}|${fromYear}`;
  let text = built.get(key);
  if (text === undefined) {
    text = buildVtimezone(timeZone, fromYear);
    built.set(key, text);
  }
  return text;
}

/** Built once per zone and first year: finding the changes reads the zone a few thousand times. */
const built = new Map<string, string>();

function buildVtimezone(timeZone: string, fromYear: number): string {
  // The rules start the year before, so January of `fromYear` already follows a known onset.
  const years = Array.from({ length: YEARS_CHECKED + 1 }, (_, i) => fromYear - 1 + i);
  const byYear = years.map((year) => transitionsIn(year, timeZone));
  const [first] = byYear;
  const yearly =
    first.length === 2 &&
    byYear.every(
      (transitions) =>
        transitions.length === 2 && transitions.every((t, i) => sameRule(t, first[i])),
    );
  let observances: string[];
  if (yearly) {
    observances = first.flatMap((transition) =>
      observance(transition, timeZone, yearlyRule(transition)),
    );
  } else {
    // The offset the first year starts with, then every change of the years checked.
    const newYear = new Date(Date.UTC(years[0], 0, 1, 12));
    const offset = offsetMinutesAt(newYear, timeZone);
    observances = [
      'BEGIN:STANDARD',
      `TZOFFSETFROM:${utcOffset(offset)}`,
      `TZOFFSETTO:${utcOffset(offset)}`,
      `TZNAME:${zoneName(newYear, timeZone)}`,
      `DTSTART:${years[0]}0101T000000`,
      'END:STANDARD',
      ...byYear.flat().flatMap((transition) => observance(transition, timeZone)),
    ];
  }
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    `X-LIC-LOCATION:${timeZone}`,
    ...observances,
    'END:VTIMEZONE',
  ].join('\r\n');
}
