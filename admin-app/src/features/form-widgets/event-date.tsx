import { useWatch } from 'react-hook-form';
import { MONTHS } from '@da-boulder/contracts';
import { Input } from '@da-boulder/shared-ui';
import { MonthYearFields } from '../crud/month-year-fields';
import { FormProblem, messageAt, type FormWidget } from './form-widget';

/** Thrown when month, date and year do not make a real calendar date (SPEC §5). */
export class InvalidEventDateError extends FormProblem {
  constructor() {
    super('Invalid date format', 'Please enter a valid month, date, and year.');
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

/**
 * An event's month, day and year (SPEC §2: the year starts as the current one), hidden for a
 * recurring event, and the eventDate they make.
 */
export const eventDateWidget: FormWidget = {
  Input: function EventDateInput({ form, error }) {
    const isRecurring = useWatch({ control: form.control, name: 'isRecurring' });
    if (isRecurring) return null;
    return (
      <MonthYearFields
        month={form.register('month')}
        year={form.register('year')}
        monthError={messageAt(form, 'month')}
        yearError={messageAt(form, 'year')}
        noMonth="Select a month"
      >
        <Input label="Date" inputMode="numeric" error={error} {...form.register('date')} />
      </MonthYearFields>
    );
  },
  initial: ({ item, now }) => ({
    month: item?.month ?? '',
    date: item?.date ?? '',
    year: String(item?.year ?? now.getFullYear()),
  }),
  send({ values, body, now }) {
    const isRecurring = Boolean(values.isRecurring);
    const month = String(values.month);
    const year = String(values.year);
    // A recurring event hides month and date. Left blank, the date is stored as "Every" and the
    // eventDate falls in the current month, so ticking the box never leads to an error about
    // fields the admin cannot see. Values that are there are still checked.
    const date = isRecurring && !String(values.date).trim() ? 'Every' : String(values.date);
    const monthForDate = isRecurring && !month.trim() ? MONTHS[now.getMonth()] : month;
    body.date = date;
    body.year = Number(year);
    body.eventDate = combineEventDate({
      month: monthForDate,
      date,
      year,
      isRecurring,
    }).toISOString();
  },
};
