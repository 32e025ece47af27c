import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import {
  AdminRegistrationSchema,
  registrationType,
  type Event,
  type Registration,
} from '@da-boulder/contracts';
import { apiFetch, Button, Checkbox, Dialog, Input, Select, Textarea } from '@da-boulder/shared-ui';
import { DialogActions } from '../../features/crud/form-actions';
import { fieldProps } from '../../features/crud/field-props';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';

type Entry = v.InferOutput<typeof AdminRegistrationSchema>;
type EntryInput = v.InferInput<typeof AdminRegistrationSchema>;

/** A registration to add (for the event the list shows, if any) or one to correct. */
export type RegistrantEditing =
  { add: true; eventId: string } | { add: false; registration: Registration };

/**
 * "Add registration" (a phone booking, a walk-in) and "Edit" (a typo in an address): the person's
 * fields as the public form has them. Adding also picks the event and whether the person is
 * mailed their confirmation; the API gives the place (confirmed, or the waitlist when full).
 */
export function RegistrantDialog({
  editing,
  events,
  onClose,
  onSaved,
}: {
  editing: RegistrantEditing | null;
  /** The events one can register for by hand. */
  events: Event[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  return (
    <Dialog
      isOpen={editing !== null}
      onDismiss={onClose}
      title={
        editing && !editing.add
          ? `Edit registration of ${editing.registration.name}`
          : 'Add registration'
      }
    >
      {editing && (
        <RegistrantForm editing={editing} events={events} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

function RegistrantForm({
  editing,
  events,
  onClose,
  onSaved,
}: {
  editing: RegistrantEditing;
  events: Event[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<EntryInput, unknown, Entry>({
    resolver: valibotResolver(AdminRegistrationSchema),
    defaultValues: editing.add
      ? { eventId: editing.eventId, sendMail: true }
      : { ...editing.registration, sendMail: false },
  });
  const field = fieldProps(register, errors);
  const inGroup = watch('inDiamondHeartGroup');

  const save = async ({ sendMail, eventId, ...person }: Entry) => {
    setSaving(true);
    try {
      const { message } = await apiFetch<{ message: string }>(
        editing.add
          ? registrationType.adminPath
          : `${registrationType.adminPath}/${encodeURIComponent(editing.registration.id)}`,
        editing.add
          ? { method: 'POST', body: { ...person, eventId, sendMail } }
          : { method: 'PUT', body: person },
      );
      notifySuccess(message);
      await onSaved();
      onClose();
    } catch (error) {
      // 409: that address is registered for the event already.
      notifyFailure(
        error,
        editing.add ? 'Failed to add registration' : 'Failed to update registration',
      );
      setSaving(false);
    }
  };

  return (
    <form onSubmit={handleSubmit(save)} noValidate>
      {editing.add && (
        <Select label="Event" required {...field('eventId')}>
          <option value="">Choose an event</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title}
            </option>
          ))}
        </Select>
      )}
      <Input label="Full name" required autoComplete="off" {...field('name')} />
      <Input label="Email" type="email" required autoComplete="off" {...field('email')} />
      <Checkbox label="In a Diamond Heart group" {...register('inDiamondHeartGroup')} />
      {inGroup && <Input label="Diamond Heart group name" {...field('diamondHeartGroupName')} />}
      <Textarea label="Message (optional)" rows={3} {...field('additionalMessage')} />
      {editing.add && (
        <Checkbox
          label="Mail them their confirmation"
          description="Or, when the event is full, that they are on its waitlist"
          {...register('sendMail')}
        />
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" pending={saving} pendingLabel="Saving...">
          {editing.add ? 'Add registration' : 'Save changes'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The events a registration can be added to: those that take registrations and go ahead. */
export const eventsTakingRegistrations = (events: Event[]) =>
  events.filter(
    (event) => event.registrationNeeded !== false && (event.status ?? 'scheduled') === 'scheduled',
  );
