import { useWatch } from 'react-hook-form';
import { readEventTime, type ClockTime } from '@da-boulder/contracts';
import { Input } from '@da-boulder/shared-ui';
import type { FormWidget } from './form-widget';

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

/** An event's time as free text, told how calendars will read it. */
export const eventTimeWidget: FormWidget = {
  Input: function EventTimeInput({ field, form, error }) {
    const [time, isRecurring] = useWatch({
      control: form.control,
      name: [field!.name, 'isRecurring'],
    }) as [string, boolean];
    return (
      <Input
        label={field!.label}
        description={timeFieldDescription(time, isRecurring)}
        error={error}
        {...form.register(field!.name)}
      />
    );
  },
};
