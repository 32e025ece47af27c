import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type * as v from 'valibot';
import { InviteSchema } from '@da-boulder/contracts';
import { ApiError, apiFetch, Button, Dialog, Input, Text } from '@da-boulder/shared-ui';
import { fieldProps } from '../../features/crud/field-props';
import { showRefusedFields } from '../../features/crud/field-errors';
import { FormActions } from '../../features/crud/form-actions';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';
import { useCheckedForm } from '../../features/crud/use-checked-form';
import { ACTIVITY_PATH, INVITES_PATH, revalidateStaff } from './staff-reads';

type InviteInput = v.InferInput<typeof InviteSchema>;

function InviteForm({ onDone }: { onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useCheckedForm(InviteSchema, { email: '' });
  const { mutate } = useSWRConfig();
  const field = fieldProps(register, errors);

  const onSubmit = async (input: InviteInput) => {
    try {
      const { message } = await apiFetch<{ message: string }>(INVITES_PATH, {
        method: 'POST',
        body: input,
      });
      // The admins stay as they are (the invitee is one once they accept); the invites waiting
      // show the new one, and the activity that it was sent.
      notifySuccess(message);
      void revalidateStaff(mutate, [INVITES_PATH, ACTIVITY_PATH]);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.serverMessage) {
        // An admin already has that address: the address is what to change.
        setError('email', { type: 'server', message: error.serverMessage }, { shouldFocus: true });
      } else if (!showRefusedFields(error, setError, ['email'])) {
        notifyFailure(error, 'Failed to send the invite');
      }
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Text>
        We mail them a link to choose their username and password. It works once, for 48 hours.
      </Text>
      <Input label="Mail address" type="email" autoComplete="off" required {...field('email')} />
      <FormActions
        submitLabel="Send invite"
        pendingLabel="Sending..."
        pending={isSubmitting}
        onCancel={onDone}
      />
    </form>
  );
}

/**
 * "Invite an admin": a mail address, to which the API sends a single-use link that makes an admin
 * of whoever opens it.
 */
export function InviteAdmin() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Invite an admin</Button>
      <Dialog isOpen={open} onDismiss={close} title="Invite an admin">
        <InviteForm onDone={close} />
      </Dialog>
    </>
  );
}
