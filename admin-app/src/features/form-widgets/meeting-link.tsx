import { useEffect } from 'react';
import useSWR from 'swr';
import { eventType } from '@da-boulder/contracts';
import { Input } from '@da-boulder/shared-ui';
import type { FormWidget } from './form-widget';

/**
 * An event's private meeting link. It is in no event answer (they are public): an edited event's
 * is read apart, admins only. Until it is read (null), the update leaves it out and the server
 * keeps the stored link.
 */
export const meetingLinkWidget: FormWidget = {
  Input: function MeetingLinkInput({ field, form, item, error }) {
    const name = field!.name;
    const { data: stored } = useSWR<{ meetingLink: string }>(
      item ? `${eventType.adminPath}/${encodeURIComponent(String(item.id))}/meeting-link` : null,
      { revalidateOnMount: true },
    );
    const { getFieldState, resetField } = form;
    useEffect(() => {
      if (stored && !getFieldState(name).isDirty)
        resetField(name, { defaultValue: stored.meetingLink });
    }, [stored, name, getFieldState, resetField]);
    return (
      <Input
        label={field!.label}
        type="url"
        description={field!.description}
        error={error}
        {...form.register(name)}
      />
    );
  },
  initial: ({ name, item }) => ({ [name!]: item ? null : '' }),
  send({ name, values, body }) {
    if (values[name!] === null) delete body[name!];
  },
};
