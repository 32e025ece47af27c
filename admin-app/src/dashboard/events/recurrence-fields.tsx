import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import * as v from 'valibot';
import {
  EventRecurrenceSchema,
  readEventTime,
  WEEKDAYS,
  type ClockTime,
  type Event,
  type EventRecurrence,
} from '@da-boulder/api/contracts';
import { Input, Select } from '@da-boulder/shared-ui';
import { FieldRow } from '../../features/crud/form-layout';

/** A recurring event's weekday and times as the form edits them ('' when not given). */
export interface RecurrenceFormValues {
  weekday: string;
  startTime: string;
  endTime: string;
}

type WithRecurrence = { isRecurring: boolean; recurrence: RecurrenceFormValues };

export function recurrenceFormDefaults(event?: Pick<Event, 'recurrence'>): RecurrenceFormValues {
  return {
    weekday: event?.recurrence?.weekday ?? '',
    startTime: event?.recurrence?.startTime ?? '',
    endTime: event?.recurrence?.endTime ?? '',
  };
}

const isBlank = ({ weekday, startTime, endTime }: RecurrenceFormValues) =>
  !weekday && !startTime && !endTime;

/** What the API stores: the weekly schedule of a recurring event, else none. */
export function recurrenceOf(values: WithRecurrence): EventRecurrence | null {
  if (!values.isRecurring || isBlank(values.recurrence)) return null;
  return values.recurrence as EventRecurrence;
}

/** The contract's message for each field of a half-filled schedule ("all or none"). */
function recurrenceIssues(
  values: WithRecurrence,
): Partial<Record<keyof RecurrenceFormValues, string>> {
  if (!values.isRecurring || isBlank(values.recurrence)) return {};
  const checked = v.safeParse(EventRecurrenceSchema, values.recurrence);
  if (checked.success) return {};
  const issues: Partial<Record<keyof RecurrenceFormValues, string>> = {};
  for (const issue of checked.issues) {
    // The end-after-start check is about the whole schedule: shown at the end time.
    const field = (v.getDotPath(issue) ?? 'endTime') as keyof RecurrenceFormValues;
    issues[field] ??= issue.message;
  }
  return issues;
}

const validate =
  (field: keyof RecurrenceFormValues) =>
  (_: unknown, values: WithRecurrence): string | true =>
    recurrenceIssues(values)[field] ?? true;

/**
 * The weekday and times of a recurring event, so calendars repeat it ("every Sunday 18:30-19:00",
 * Denver time). Optional: left empty, the event stays out of calendars.
 */
export function RecurrenceFields<T extends WithRecurrence>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors?: FieldErrors<RecurrenceFormValues>;
}) {
  const field = (name: keyof RecurrenceFormValues) =>
    // The form's values always have `recurrence`; react-hook-form's path types cannot see that.
    register(`recurrence.${name}` as Parameters<UseFormRegister<T>>[0], {
      validate: validate(name) as never,
    });
  return (
    <FieldRow>
      <Select
        label="Repeats every"
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
