import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import * as v from 'valibot';
import {
  EventRecurrenceSchema,
  MONTH_WEEKS,
  readEventTime,
  WEEKDAYS,
  type ClockTime,
  type Event,
  type EventRecurrence,
} from '@da-boulder/contracts';
import { Input, Select } from '@da-boulder/shared-ui';
import { FieldRow } from '../../features/crud/form-layout';

/** How a series repeats: weekly, monthly on the nth weekday, or monthly on a day. */
type RecurrencePattern = 'weekly' | 'monthly-weekday' | 'monthly-day';

/** A recurring event's rule and times as the form edits them ('' when not given). */
export interface RecurrenceFormValues {
  pattern: RecurrencePattern;
  weekday: string;
  /** "1".."4", "-1" (the last), for the monthly nth weekday. */
  week: string;
  monthDay: string;
  startTime: string;
  endTime: string;
}

const WEEK_LABELS: Record<(typeof MONTH_WEEKS)[number], string> = {
  1: 'First',
  2: 'Second',
  3: 'Third',
  4: 'Fourth',
  [-1]: 'Last',
};

type WithRecurrence = { isRecurring: boolean; recurrence: RecurrenceFormValues };

export function recurrenceFormDefaults(event?: Pick<Event, 'recurrence'>): RecurrenceFormValues {
  const recurrence = event?.recurrence;
  const monthly = recurrence?.frequency === 'monthly';
  return {
    pattern: monthly ? (recurrence?.monthDay ? 'monthly-day' : 'monthly-weekday') : 'weekly',
    weekday: recurrence?.weekday ?? '',
    week: recurrence?.week === undefined ? '' : String(recurrence.week),
    monthDay: recurrence?.monthDay === undefined ? '' : String(recurrence.monthDay),
    startTime: recurrence?.startTime ?? '',
    endTime: recurrence?.endTime ?? '',
  };
}

const isBlank = ({ weekday, week, monthDay, startTime, endTime }: RecurrenceFormValues) =>
  !weekday && !week && !monthDay && !startTime && !endTime;

/** The rule the pattern asks for, with the fields it uses (the others stay out). */
function ruleOf(recurrence: RecurrenceFormValues) {
  const { pattern, weekday, week, monthDay, startTime, endTime } = recurrence;
  const times = { startTime, endTime };
  // Blank fields go as undefined for the contract to name; typed ones as numbers to judge.
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const day = weekday || undefined;
  if (pattern === 'monthly-day')
    return { frequency: 'monthly', monthDay: number(monthDay), ...times };
  if (pattern === 'monthly-weekday')
    return { frequency: 'monthly', week: number(week), weekday: day, ...times };
  return { weekday: day, ...times };
}

/** What the API stores: the schedule of a recurring event, else none. */
export function recurrenceOf(values: WithRecurrence): EventRecurrence | null {
  if (!values.isRecurring || isBlank(values.recurrence)) return null;
  return ruleOf(values.recurrence) as EventRecurrence;
}

/** The contract's message for each field of a half-filled schedule ("all or none"). */
function recurrenceIssues(
  values: WithRecurrence,
): Partial<Record<keyof RecurrenceFormValues, string>> {
  if (!values.isRecurring || isBlank(values.recurrence)) return {};
  const checked = v.safeParse(EventRecurrenceSchema, ruleOf(values.recurrence));
  if (checked.success) return {};
  const issues: Partial<Record<keyof RecurrenceFormValues, string>> = {};
  const { pattern } = values.recurrence;
  for (const issue of checked.issues) {
    // The whole schedule's checks show at the field they are about.
    const whole = /weekday/.test(issue.message)
      ? 'weekday'
      : /month/.test(issue.message)
        ? pattern === 'monthly-day'
          ? 'monthDay'
          : 'week'
        : 'endTime';
    const field = (v.getDotPath(issue) ?? whole) as keyof RecurrenceFormValues;
    issues[field] ??= issue.message;
  }
  return issues;
}

const validate =
  (field: keyof RecurrenceFormValues) =>
  (_: unknown, values: WithRecurrence): string | true =>
    recurrenceIssues(values)[field] ?? true;

/**
 * The rule and times of a recurring event, so calendars repeat it ("every Sunday 18:30-19:00",
 * "the second Tuesday of every month", "the 15th of every month", Denver time). Optional: left
 * empty, the event stays out of calendars.
 */
export function RecurrenceFields<T extends WithRecurrence>({
  register,
  errors,
  pattern,
}: {
  register: UseFormRegister<T>;
  errors?: FieldErrors<RecurrenceFormValues>;
  pattern: RecurrencePattern;
}) {
  const field = (name: keyof RecurrenceFormValues) =>
    // The form's values always have `recurrence`; react-hook-form's path types cannot see that.
    register(`recurrence.${name}` as Parameters<UseFormRegister<T>>[0], {
      validate: validate(name) as never,
    });
  return (
    <FieldRow>
      <Select label="Repeats" {...field('pattern')}>
        <option value="weekly">Weekly</option>
        <option value="monthly-weekday">Monthly, on a weekday (e.g. 2nd Tuesday)</option>
        <option value="monthly-day">Monthly, on a day of the month</option>
      </Select>
      {pattern === 'monthly-weekday' && (
        <Select label="Week of the month" error={errors?.week?.message} {...field('week')}>
          <option value="">Choose</option>
          {MONTH_WEEKS.map((week) => (
            <option key={week} value={String(week)}>
              {WEEK_LABELS[week]}
            </option>
          ))}
        </Select>
      )}
      {pattern === 'monthly-day' ? (
        <Input
          label="Day of the month"
          inputMode="numeric"
          description="1 to 31; months without it are skipped"
          error={errors?.monthDay?.message}
          {...field('monthDay')}
        />
      ) : (
        <Select
          label={pattern === 'weekly' ? 'Repeats every' : 'Weekday'}
          description="For calendars; leave empty to keep the event out of them"
          error={errors?.weekday?.message}
          {...field('weekday')}
        >
          <option value="">Not in calendars</option>
          {WEEKDAYS.map((weekday) => (
            <option key={weekday} value={weekday}>
              {weekday}
            </option>
          ))}
        </Select>
      )}
      <Input
        label="Starts at"
        type="time"
        description="Mountain Time"
        error={errors?.startTime?.message}
        {...field('startTime')}
      />
      <Input label="Ends at" type="time" error={errors?.endTime?.message} {...field('endTime')} />
    </FieldRow>
  );
}

const clock = ({ hour, minute }: ClockTime) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

/**
 * Under the time field: how calendars and search engines will read it, or why they cannot (the
 * event is then all-day there). A recurring event's calendar times are the fields above.
 */
export function timeFieldDescription(time: string, isRecurring: boolean): string {
  if (isRecurring) return 'Shown on the site as written, for example Sundays, 6:30 PM - 7:00 PM';
  const reading = readEventTime(time);
  if (!reading.readable) {
    return time.trim()
      ? `Calendars will show this event as all-day. ${reading.reason}.`
      : 'For example 10:00 AM - 12:00 PM';
  }
  return `Calendars read this as ${clock(reading.start)}${reading.end ? ` - ${clock(reading.end)}` : ''}, Mountain Time`;
}
