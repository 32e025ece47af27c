import { MONTHS } from '@da-boulder/contracts';

/** Thrown when month, date and year do not make a real calendar date (SPEC §5). */
export class InvalidEventDateError extends Error {
  readonly title = 'Invalid date format';
  constructor() {
    super('Please enter a valid month, date, and year.');
    this.name = 'InvalidEventDateError';
  }
}

export interface EventDateParts {
  month: string;
  date: string;
  year: string | number;
  isRecurring: boolean;
}

/**
 * Combines the form's month, date and year into one Date (SPEC §5), for recurring events too.
 * A recurring event may keep a word such as "Every" as its date: its eventDate then falls on the
 * first of the month. The time is noon UTC so the day is the same in America/Denver.
 */
export function combineEventDate({ month, date, year, isRecurring }: EventDateParts): Date {
  const monthIndex = MONTHS.findIndex((name) => name.toLowerCase() === month.trim().toLowerCase());
  const yearText = String(year).trim();
  const dateText = date.trim();
  const isDayNumber = /^\d{1,2}$/.test(dateText);
  if (monthIndex < 0 || !/^\d{4}$/.test(yearText)) throw new InvalidEventDateError();
  if (!isDayNumber && !(isRecurring && dateText !== '')) throw new InvalidEventDateError();

  const day = isDayNumber ? Number(dateText) : 1;
  const combined = new Date(Date.UTC(Number(yearText), monthIndex, day, 12));
  // Date.UTC rolls over (February 30 becomes March 2); a rolled-over date is not the one typed.
  if (combined.getUTCMonth() !== monthIndex || combined.getUTCDate() !== day) {
    throw new InvalidEventDateError();
  }
  return combined;
}
