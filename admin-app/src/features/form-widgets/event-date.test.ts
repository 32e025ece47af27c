import { combineEventDate, InvalidEventDateError } from './event-date';

describe('combineEventDate', () => {
  it('combines month name, day and year into a date on that day', () => {
    const date = combineEventDate({
      month: 'October',
      date: '5',
      year: '2025',
      isRecurring: false,
    });
    expect(date.toISOString()).toBe('2025-10-05T12:00:00.000Z');
  });

  it('accepts a numeric year', () => {
    const date = combineEventDate({ month: 'march', date: '31', year: 2026, isRecurring: false });
    expect(date.toISOString().slice(0, 10)).toBe('2026-03-31');
  });

  it.each([
    ['an unknown month', { month: 'Smarch', date: '5', year: '2025' }],
    ['an empty month', { month: '', date: '5', year: '2025' }],
    ['a day that does not exist', { month: 'February', date: '30', year: '2025' }],
    ['day zero', { month: 'May', date: '0', year: '2025' }],
    ['an empty day', { month: 'May', date: '', year: '2025' }],
    ['a word as day on a one-off event', { month: 'May', date: 'Every', year: '2025' }],
    ['a short year', { month: 'May', date: '5', year: '25' }],
    ['an empty year', { month: 'May', date: '5', year: '' }],
  ])('rejects %s with the SPEC message', (_label, parts) => {
    const combine = () => combineEventDate({ ...parts, isRecurring: false });
    expect(combine).toThrow(InvalidEventDateError);
    expect(combine).toThrow('Please enter a valid month, date, and year.');
  });

  it('titles the error "Invalid date format"', () => {
    try {
      combineEventDate({ month: 'x', date: '1', year: '2025', isRecurring: false });
      throw new Error('expected a throw');
    } catch (error) {
      expect((error as InvalidEventDateError).title).toBe('Invalid date format');
    }
  });

  describe('for a recurring event', () => {
    it('still checks the date', () => {
      expect(() =>
        combineEventDate({ month: 'Nope', date: '1', year: '2025', isRecurring: true }),
      ).toThrow(InvalidEventDateError);
      expect(() =>
        combineEventDate({ month: 'April', date: '31', year: '2025', isRecurring: true }),
      ).toThrow(InvalidEventDateError);
    });

    it('accepts a word such as "Every" as the day, dated the first of the month', () => {
      const date = combineEventDate({
        month: 'June',
        date: 'Every',
        year: '2025',
        isRecurring: true,
      });
      expect(date.toISOString().slice(0, 10)).toBe('2025-06-01');
    });
  });
});
