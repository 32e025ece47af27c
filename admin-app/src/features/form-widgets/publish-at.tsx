import { useRef } from 'react';
import {
  addDays,
  formatClockTime,
  formatDay,
  instantOf,
  isoInZone,
  parseClockTime,
  wallClockAt,
} from '@da-boulder/contracts';
import { Input } from '@da-boulder/shared-ui';
import type { FormWidget } from './form-widget';

/** A datetime-local input's value: "2026-12-01T09:00", seconds optional. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * Held while the browser has a date and time it cannot read (half typed): its value is then ''
 * though the admin typed something, so it must not read as no time at all.
 */
const HALF_TYPED = 'half typed';

/** The datetime-local value of an instant on Denver's clock ("2026-12-01T09:00"); '' for none. */
export function denverClockValue(iso: string | null | undefined): string {
  const instant = new Date(iso ?? '');
  if (Number.isNaN(instant.getTime())) return '';
  const wall = wallClockAt(instant);
  return `${formatDay(wall)}T${formatClockTime(wall)}`;
}

/**
 * The instant a datetime-local value names on Denver's clock, as ISO with Denver's offset of that
 * day ("2026-12-01T09:00:00-07:00"); null when it names no real day and time.
 */
export function instantOfDenverClock(value: string): string | null {
  const match = LOCAL_DATE_TIME.exec(value);
  const time = match && parseClockTime(match[4]);
  if (!match || !time) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  // A day that does not exist (February 30) rolls over to another.
  if (formatDay(addDays(day, 0)) !== formatDay(day)) return null;
  return isoInZone(instantOf(day, time));
}

/**
 * When a draft is published by itself (issue 48), entered and shown on Denver's clock wherever
 * the admin is. Blank sends null; what cannot be read is sent as it stands, so the contract's
 * own rule refuses it at the field. Only "Save as draft" keeps it (the form's publish sends null).
 */
export const publishAtWidget: FormWidget = {
  Input: function PublishAtInput({ field, form, error }) {
    const element = useRef<HTMLInputElement | null>(null);
    const { ref, ...registered } = form.register(field!.name, {
      setValueAs: (value: string) => (element.current?.validity.badInput ? HALF_TYPED : value),
    });
    return (
      <Input
        label={field!.label}
        type="datetime-local"
        description={field!.description}
        error={error}
        ref={(input) => {
          element.current = input;
          ref(input);
        }}
        {...registered}
      />
    );
  },
  initial: ({ name, item }) => ({ [name!]: denverClockValue(item?.[name!] as string | null) }),
  send({ name, values, body }) {
    const value = String(values[name!] ?? '');
    body[name!] = value === '' ? null : (instantOfDenverClock(value) ?? value);
  },
};
