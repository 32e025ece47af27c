import { Controller, useWatch } from 'react-hook-form';
import useSWR from 'swr';
import { eventType } from '@da-boulder/contracts';
import { Checkbox } from '@da-boulder/shared-ui';
import { countLabel } from '../people-list/count-label';
import type { FormWidget } from './form-widget';

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

/** The form's values whose change the people registered are told of: when, where, whether. */
const TOLD_VALUES = [
  'date',
  'month',
  'year',
  'time',
  'location',
  'status',
  'isRecurring',
  'recurrence',
];

/** Held only while the choice is offered, so the request carries it only then. */
const CHOICE = 'notifyRegistrants';

/**
 * "Tell the people registered" for the event form: shown, ticked to start with, while the form
 * changes the event's day, time, place or status and people are registered (confirmed or
 * waitlisted). The update then says whether to tell them.
 */
export const tellRegistrantsWidget: FormWidget = {
  Input: function TellRegistrants({ form, item, initial }) {
    const counts = useRegistrantCounts(item?.id as string | undefined);
    const values = useWatch({ control: form.control, name: TOLD_VALUES });
    const people = counts ? counts.confirmed + counts.waitlisted : 0;
    const changed = TOLD_VALUES.some(
      (name, index) => JSON.stringify(values[index]) !== JSON.stringify(initial[name]),
    );
    if (!item || !changed || people === 0) return null;
    return (
      <Controller
        control={form.control}
        name={CHOICE}
        defaultValue={true}
        shouldUnregister
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            label="Tell the people registered"
            description={`${countLabel(people, { one: 'person', other: 'people' })} registered will be mailed what changed, with the updated calendar file.`}
            checked={field.value as boolean}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.checked)}
          />
        )}
      />
    );
  },
  initial: () => ({}),
  send({ values, parts }) {
    if (values[CHOICE] !== undefined) parts[CHOICE] = String(values[CHOICE]);
  },
};
