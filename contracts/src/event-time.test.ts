import {
  currentDay,
  eventDay,
  eventSchedule,
  hasStarted,
  instantOf,
  isoInZone,
  nextOccurrence,
  offsetMinutesAt,
  readEventTime,
  recurrenceText,
  TIME_REFUSALS,
  type EventSchedule,
} from './event-time';

const at = (hour: number, minute = 0) => ({ hour, minute });

describe('readEventTime', () => {
  // What admins really type, and what a calendar must make of it.
  const readable: [string, ReturnType<typeof at>, ReturnType<typeof at> | null][] = [
    ['10:00 AM - 12:30 PM', at(10), at(12, 30)],
    ['6:30 to 7:00 PM', at(18, 30), at(19)],
    ['Sundays, 6:30 PM - 7:00 PM', at(18, 30), at(19)],
    ['6:00 PM - 8:00 PM (Mountain Time)', at(18), at(20)],
    ['First meeting 9:30 AM - 4:30 PM, then monthly on Saturdays', at(9, 30), at(16, 30)],
    ['10:00 AM', at(10), null],
    ['Begins: 10 am', at(10), null],
    ['7-9pm', at(19), at(21)],
    ['7 – 9 p.m.', at(19), at(21)],
    ['10am–12pm', at(10), at(12)],
    ['11 - 1 PM', at(11), at(13)],
    ['11:30-12:30 PM', at(11, 30), at(12, 30)],
    ['10:00 AM - 12:00', at(10), at(12)],
    ['noon - 1:30 PM', at(12), at(13, 30)],
    ['12 PM', at(12), null],
    ['12:30 a.m.', at(0, 30), null],
    ['midnight', at(0), null],
    ['6.30pm', at(18, 30), null],
    ['9 PM - 1 AM', at(21), at(1)],
    ['18:30–19:00', at(18, 30), at(19)],
    ['09:00 - 17:00', at(9), at(17)],
    ['Every Sunday at 6:30 PM MDT', at(18, 30), null],
    ['10:00 AM until 4:00 PM, lunch on your own', at(10), at(16)],
    ['October 5, 10 AM', at(10), null],
    ['6.30-8pm', at(18, 30), at(20)],
    ['6.30 - 8.00 PM', at(18, 30), at(20)],
    ['between 7 and 9pm', at(19), at(21)],
    ["7 'til 9pm", at(19), at(21)],
    ['7 ~ 9 PM', at(19), at(21)],
    ['Juneteenth 7-9pm', at(19), at(21)],
    ['Room 3, 7 PM', at(19), null],
    ['Room 3 & 4, 7 PM', at(19), null],
    ['Sessions 1 and 2 at 7pm', at(19), null],
    ['7pm - 2 hours', at(19), null],
    ['14:00 - 16.00', at(14), at(16)],
    ['7pm \u2018til 9', at(19), at(21)],
    ['11 PM - 1', at(23), at(1)],
    ['11 - 1 AM', at(23), at(1)],
  ];
  it.each(readable)('reads %j', (text, start, end) => {
    expect(readEventTime(text)).toEqual({ readable: true, start, end });
  });

  // Said so instead of guessed: the event is then all-day in calendars.
  const refused: [string, string][] = [
    ['', TIME_REFUSALS.empty],
    ['   ', TIME_REFUSALS.empty],
    ['TBA', TIME_REFUSALS.none],
    ['Evenings, see schedule', TIME_REFUSALS.none],
    ['All day', TIME_REFUSALS.none],
    ['1-2 hours', TIME_REFUSALS.none],
    ['7-9', TIME_REFUSALS.meridiem],
    ['Sundays 10 - 12', TIME_REFUSALS.meridiem],
    ['10:00 - 12:00', TIME_REFUSALS.meridiem],
    ['6:30', TIME_REFUSALS.meridiem],
    ['Saturday 10 AM - 4 PM, Sunday 10 AM - 1 PM', TIME_REFUSALS.several],
    ['9:30 AM and 2 PM', TIME_REFUSALS.several],
    ['7 and 9pm', TIME_REFUSALS.several],
    ['7 & 9 PM', TIME_REFUSALS.several],
    ['7 PM or 8', TIME_REFUSALS.several],
    ['Doors 6:15 PM, talk 6:30-8 PM', TIME_REFUSALS.several],
    ['13:00 PM', TIME_REFUSALS.invalid],
    ['10:75 AM', TIME_REFUSALS.invalid],
    ['25:00', TIME_REFUSALS.invalid],
    ['7:00 PM ET', TIME_REFUSALS.zone],
    ['7 PM EST', TIME_REFUSALS.zone],
    ['6 PM Pacific', TIME_REFUSALS.zone],
    ['17:00 UTC', TIME_REFUSALS.zone],
    ['10 AM - 10 AM', TIME_REFUSALS.sameEnd],
  ];
  it.each(refused)('refuses %j: %s', (text, reason) => {
    expect(readEventTime(text)).toEqual({ readable: false, reason });
  });
});

describe('America/Denver offsets', () => {
  it('follows daylight saving time, from the platform time-zone data', () => {
    expect(offsetMinutesAt(new Date('2027-01-15T12:00:00Z'))).toBe(-420);
    expect(offsetMinutesAt(new Date('2027-07-15T12:00:00Z'))).toBe(-360);
    // 2027: summer time from 14 March 2:00, winter time from 7 November 2:00.
    expect(offsetMinutesAt(new Date('2027-03-14T08:59:00Z'))).toBe(-420);
    expect(offsetMinutesAt(new Date('2027-03-14T09:00:00Z'))).toBe(-360);
    expect(offsetMinutesAt(new Date('2027-11-07T07:59:00Z'))).toBe(-360);
    expect(offsetMinutesAt(new Date('2027-11-07T08:00:00Z'))).toBe(-420);
  });

  it('places wall-clock times on both sides of a change', () => {
    expect(instantOf({ year: 2027, month: 3, day: 13 }, at(10)).toISOString()).toBe(
      '2027-03-13T17:00:00.000Z',
    );
    expect(instantOf({ year: 2027, month: 3, day: 14 }, at(10)).toISOString()).toBe(
      '2027-03-14T16:00:00.000Z',
    );
    // The hour that happens twice in November is its first.
    expect(instantOf({ year: 2027, month: 11, day: 7 }, at(1, 30)).toISOString()).toBe(
      '2027-11-07T07:30:00.000Z',
    );
    expect(isoInZone(new Date('2027-10-05T16:00:00Z'))).toBe('2027-10-05T10:00:00-06:00');
    expect(isoInZone(new Date('2027-12-05T17:00:00Z'))).toBe('2027-12-05T10:00:00-07:00');
  });

  it('reads a time in the spring gap with the offset before it, as calendars do', () => {
    // 2:30 on 14 March 2027 never happens in Denver: 2:30 MST is 3:30 MDT.
    expect(instantOf({ year: 2027, month: 3, day: 14 }, at(2, 30)).toISOString()).toBe(
      '2027-03-14T09:30:00.000Z',
    );
  });
});

const oneOff = {
  date: '5',
  month: 'October',
  year: 2027,
  eventDate: '2027-10-05T12:00:00.000Z',
  time: '10:00 AM - 12:30 PM',
  isRecurring: false,
};

describe('eventSchedule', () => {
  it('gives a one-off event its Denver start and end with the offset of the day', () => {
    expect(eventSchedule(oneOff)).toEqual({
      timeZone: 'America/Denver',
      allDay: false,
      start: '2027-10-05T10:00:00-06:00',
      end: '2027-10-05T12:30:00-06:00',
      weekly: null,
      monthly: null,
    });
    expect(eventSchedule({ ...oneOff, month: 'December' })?.start).toBe(
      '2027-12-05T10:00:00-07:00',
    );
  });

  it('ends an overnight event the next day', () => {
    expect(eventSchedule({ ...oneOff, time: '9 PM - 1 AM' })?.end).toBe(
      '2027-10-06T01:00:00-06:00',
    );
  });

  it('makes an event whose time cannot be read all-day, on its day', () => {
    expect(eventSchedule({ ...oneOff, time: 'TBA' })).toEqual({
      timeZone: 'America/Denver',
      allDay: true,
      start: '2027-10-05',
      end: null,
      weekly: null,
      monthly: null,
    });
  });

  it('takes the day from the fields, else from eventDate in Denver', () => {
    expect(eventDay(oneOff)).toEqual({ year: 2027, month: 10, day: 5 });
    // 01:00 UTC on the 12th is the evening of the 11th in Denver.
    expect(
      eventDay({ date: '', month: '', year: 2027, eventDate: '2027-11-12T01:00:00.000Z' }),
    ).toEqual({ year: 2027, month: 11, day: 11 });
    expect(eventDay({ date: '31', month: 'February', year: 2027, eventDate: null })).toBeNull();
    expect(eventSchedule({ ...oneOff, date: '', month: '', eventDate: null })).toBeNull();
  });

  it('repeats a recurring event weekly from its first weekday, or has no schedule without one', () => {
    const meditation = {
      ...oneOff,
      date: 'Every',
      month: '',
      eventDate: null,
      time: 'Sundays, 6:30 PM - 7:00 PM',
      isRecurring: true,
      recurrence: { weekday: 'Sunday' as const, startTime: '18:30', endTime: '19:00' },
    };
    // Created on Wednesday 6 January 2027: the series starts on Sunday the 10th.
    expect(eventSchedule(meditation, new Date('2027-01-06T18:00:00Z'))).toEqual({
      timeZone: 'America/Denver',
      allDay: false,
      start: '2027-01-10T18:30:00-07:00',
      end: '2027-01-10T19:00:00-07:00',
      weekly: { weekday: 'Sunday', byDay: 'SU', startTime: '18:30', endTime: '19:00' },
      monthly: null,
    });
    expect(eventSchedule({ ...meditation, recurrence: null })).toBeNull();
  });
});

describe('nextOccurrence', () => {
  const weekly: EventSchedule = {
    timeZone: 'America/Denver',
    allDay: false,
    start: '2027-01-10T18:30:00-07:00',
    end: '2027-01-10T19:00:00-07:00',
    weekly: { weekday: 'Sunday', byDay: 'SU', startTime: '18:30', endTime: '19:00' },
    monthly: null,
  };

  it('finds the next Sunday of a weekly series, in summer time too', () => {
    // Thursday 1 July 2027: next Sunday is the 4th, at 18:30 MDT.
    expect(nextOccurrence(weekly, new Date('2027-07-01T12:00:00Z'))).toMatchObject({
      start: new Date('2027-07-05T00:30:00Z'),
      end: new Date('2027-07-05T01:00:00Z'),
    });
    // During Sunday's sitting it is still the current one; after it, the next week's.
    expect(nextOccurrence(weekly, new Date('2027-07-05T00:45:00Z'))?.day.day).toBe(4);
    expect(nextOccurrence(weekly, new Date('2027-07-05T01:00:00Z'))?.day.day).toBe(11);
  });

  it('is null once a one-off event is over', () => {
    const schedule = eventSchedule(oneOff)!;
    expect(nextOccurrence(schedule, new Date('2027-10-05T18:00:00Z'))).not.toBeNull();
    expect(nextOccurrence(schedule, new Date('2027-10-05T18:30:00Z'))).toBeNull();
    const allDay = eventSchedule({ ...oneOff, time: '' })!;
    expect(nextOccurrence(allDay, new Date('2027-10-06T05:59:00Z'))).not.toBeNull();
    expect(nextOccurrence(allDay, new Date('2027-10-06T06:00:00Z'))).toBeNull();
  });
});

describe('monthly series', () => {
  const group = {
    date: '16',
    month: 'January',
    year: 2027,
    eventDate: null,
    time: '',
    isRecurring: true,
  };

  it('meet on the nth weekday of every month, from the first one on or after the day', () => {
    const recurrence = {
      frequency: 'monthly' as const,
      week: 3 as const,
      weekday: 'Saturday' as const,
      startTime: '09:30',
      endTime: '16:30',
    };
    const schedule = eventSchedule({ ...group, recurrence })!;
    expect(schedule).toMatchObject({
      start: '2027-01-16T09:30:00-07:00',
      end: '2027-01-16T16:30:00-07:00',
      weekly: null,
      monthly: { week: 3, weekday: 'Saturday', byDay: 'SA', monthDay: null },
    });
    // After January's meeting: the third Saturday of February, then of March (summer time).
    expect(nextOccurrence(schedule, new Date('2027-01-17T12:00:00Z'))?.start.toISOString()).toBe(
      '2027-02-20T16:30:00.000Z',
    );
    expect(nextOccurrence(schedule, new Date('2027-02-21T12:00:00Z'))?.start.toISOString()).toBe(
      '2027-03-20T15:30:00.000Z',
    );
    expect(hasStarted(schedule, new Date('2027-06-01T00:00:00Z'))).toBe(false);
    expect(recurrenceText(recurrence)).toBe('The third Saturday of every month, 9:30 AM - 4:30 PM');
  });

  it('meet on the last weekday, or on a fixed day, skipping months without it', () => {
    const last = { frequency: 'monthly' as const, week: -1 as const, weekday: 'Friday' as const };
    const times = { startTime: '19:00', endTime: '21:00' };
    // The last Friday of January 2027 is the 29th.
    expect(eventSchedule({ ...group, recurrence: { ...last, ...times } })?.start).toBe(
      '2027-01-29T19:00:00-07:00',
    );
    const day31 = eventSchedule({
      ...group,
      date: '1',
      month: 'February',
      recurrence: { frequency: 'monthly', monthDay: 31, ...times },
    })!;
    // February has no 31st: March's is the first.
    expect(day31.start).toBe('2027-03-31T19:00:00-06:00');
    expect(nextOccurrence(day31, new Date('2027-04-01T12:00:00Z'))?.day).toEqual({
      year: 2027,
      month: 5,
      day: 31,
    });
    expect(recurrenceText({ frequency: 'monthly', monthDay: 2, ...times })).toBe(
      'The 2nd of every month, 7:00 PM - 9:00 PM',
    );
    expect(recurrenceText({ weekday: 'Sunday', startTime: '18:30', endTime: '19:00' })).toBe(
      'Every Sunday, 6:30 PM - 7:00 PM',
    );
    // A monthly series without its day has no schedule.
    expect(eventSchedule({ ...group, recurrence: { frequency: 'monthly', ...times } })).toBeNull();
  });
});

describe('currentDay', () => {
  afterEach(() => jest.useRealTimers());

  it('is today in Denver, read anew once a second has passed or the clock went back', () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T23:59:58-07:00') });
    expect(currentDay()).toBe('2026-12-01');
    jest.setSystemTime(new Date('2026-12-02T00:00:00-07:00'));
    expect(currentDay()).toBe('2026-12-02');
    jest.setSystemTime(new Date('2026-11-30T12:00:00-07:00'));
    expect(currentDay()).toBe('2026-11-30');
  });
});
