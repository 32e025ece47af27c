import { useState } from 'react';
import useSWR from 'swr';
import { eventType, type Event } from '@da-boulder/contracts';
import { Checkbox } from '@da-boulder/shared-ui';
import { countLabel } from '../../features/people-list/count-label';
import { eventFormDefaults, type EventFormValues } from './event-payload';

/** How many people hold a place at an event, and wait for one (GET .../:id/registrants). */
export interface RegistrantCounts {
  confirmed: number;
  waitlisted: number;
}

export const registrantsKey = (eventId: string) =>
  `${eventType.adminPath}/${encodeURIComponent(eventId)}/registrants`;

/** The people a notice about the event reaches, read fresh each time (people register any time). */
export function useRegistrantCounts(eventId: string | undefined) {
  return useSWR<RegistrantCounts>(eventId ? registrantsKey(eventId) : null, {
    revalidateOnMount: true,
  }).data;
}

/** The form's fields whose change the people registered are told of: when, where, whether. */
const TOLD_FIELDS = [
  'date',
  'month',
  'year',
  'time',
  'location',
  'status',
  'isRecurring',
  'recurrence',
] as const satisfies readonly (keyof EventFormValues)[];

/**
 * "Tell the people registered" for the event form: shown, ticked to start with, while the form
 * changes the event's day, time, place or status and people are registered (confirmed or
 * waitlisted). `apply` adds the choice to the update's form data.
 */
export function useTellRegistrants(item: Event | undefined, values: EventFormValues) {
  const counts = useRegistrantCounts(item?.id);
  const [tell, setTell] = useState(true);
  const people = counts ? counts.confirmed + counts.waitlisted : 0;
  const stored = item && eventFormDefaults(item);
  const changed =
    stored &&
    TOLD_FIELDS.some((field) => JSON.stringify(values[field]) !== JSON.stringify(stored[field]));
  const shown = Boolean(changed) && people > 0;
  return {
    field: shown ? (
      <Checkbox
        label="Tell the people registered"
        description={`${countLabel(people, { one: 'person', other: 'people' })} registered will be mailed what changed, with the updated calendar file.`}
        checked={tell}
        onChange={(event) => setTell(event.target.checked)}
      />
    ) : null,
    apply(form: FormData) {
      if (shown) form.append('notifyRegistrants', String(tell));
    },
  };
}
