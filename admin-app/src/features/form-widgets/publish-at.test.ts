import { denverClockValue, instantOfDenverClock } from './publish-at';

/** Issue 48: "Publish at" is entered and shown on Denver's clock, wherever the admin is. */

describe('the publish-at time on Denver clock', () => {
  it.each([
    ['in winter (MST, UTC-7)', '2026-12-01T09:00', '2026-12-01T09:00:00-07:00'],
    ['in summer (MDT, UTC-6)', '2026-07-01T09:00', '2026-07-01T09:00:00-06:00'],
    ['on the day the clocks go forward, after', '2027-03-14T09:00', '2027-03-14T09:00:00-06:00'],
    ['on the day the clocks go back, before', '2026-11-01T00:30', '2026-11-01T00:30:00-06:00'],
    ['on the day the clocks go back, after', '2026-11-01T09:00', '2026-11-01T09:00:00-07:00'],
    ['with seconds', '2026-12-01T09:00:30', '2026-12-01T09:00:00-07:00'],
  ])('reads a wall-clock time %s as its instant, and shows it back', (_when, typed, instant) => {
    expect(instantOfDenverClock(typed)).toBe(instant);
    expect(denverClockValue(new Date(instant).toISOString())).toBe(typed.slice(0, 16));
  });

  it('reads an hour the clocks skip with the offset before it, as calendars do', () => {
    expect(instantOfDenverClock('2027-03-14T02:30')).toBe('2027-03-14T03:30:00-06:00');
  });

  it('shows a stored instant as the time in Denver, not UTC', () => {
    expect(denverClockValue('2026-12-01T16:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(denverClockValue('2026-07-01T03:30:00.000Z')).toBe('2026-06-30T21:30');
  });

  it.each([
    '',
    'tomorrow',
    '2026-02-30T09:00',
    '2026-13-01T09:00',
    '2026-12-01T24:00',
    '2026-12-01',
  ])('reads %j as no time', (typed) => expect(instantOfDenverClock(typed)).toBeNull());

  it('shows no stored time, or an unreadable one, as blank', () => {
    expect(denverClockValue(null)).toBe('');
    expect(denverClockValue(undefined)).toBe('');
    expect(denverClockValue('soon')).toBe('');
  });
});
