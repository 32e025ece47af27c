import { useState } from 'react';
import type * as v from 'valibot';
import { AdminEmailSchema } from '@da-boulder/contracts';
import {
  apiFetch,
  Button,
  Dialog,
  Input,
  Text,
  useAuthStore,
  type AuthUser,
} from '@da-boulder/shared-ui';
import { fieldProps } from '../../features/crud/field-props';
import { showRefusedFields } from '../../features/crud/field-errors';
import { DialogActions } from '../../features/crud/form-actions';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';
import { useCheckedForm } from '../../features/crud/use-checked-form';

type AdminEmailInput = v.InferInput<typeof AdminEmailSchema>;

/**
 * Which admin put the question off in this tab: "Not now" holds until the browser tab closes, a
 * reload included, and another admin signing in here is still asked.
 */
const PUT_OFF_KEY = 'mail-address-put-off';

/**
 * Asks an admin added before admins had a mail address for theirs, once: invites, password
 * resets and new-device codes are mailed there. "Not now" puts it off for the rest of the visit.
 */
export function MailAddressPrompt() {
  const user = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const [putOffBy, setPutOffBy] = useState(() => sessionStorage.getItem(PUT_OFF_KEY));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useCheckedForm(AdminEmailSchema, { email: '' });
  const field = fieldProps(register, errors);

  if (!user || user.email !== '' || putOffBy === user.id) return null;

  const putOff = () => {
    sessionStorage.setItem(PUT_OFF_KEY, user.id);
    setPutOffBy(user.id);
  };

  const onSubmit = async ({ email }: AdminEmailInput) => {
    try {
      const { user: updated } = await apiFetch<{ user: AuthUser }>('/api/auth/email', {
        method: 'PUT',
        body: { email },
      });
      setUser(updated);
      notifySuccess('Your mail address is saved');
    } catch (error) {
      if (!showRefusedFields(error, setError, ['email']))
        notifyFailure(error, 'Failed to save your mail address');
    }
  };

  return (
    <Dialog isOpen onDismiss={putOff} title="Your mail address">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Text>
          Invites to other admins, links to reset a forgotten password and the codes that let you
          sign in on a new device are sent to this address.
        </Text>
        <Input
          label="Mail address"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <DialogActions>
          <Button variant="secondary" onClick={putOff}>
            Not now
          </Button>
          <Button type="submit" pending={isSubmitting} pendingLabel="Saving...">
            Save address
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
