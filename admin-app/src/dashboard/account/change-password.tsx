import { useState } from 'react';
import type * as v from 'valibot';
import { ChangePasswordSchema } from '@da-boulder/contracts';
import { apiFetch, Button, Dialog, Input } from '@da-boulder/shared-ui';
import { fieldProps } from '../../features/crud/field-props';
import { showRefusedFields } from '../../features/crud/field-errors';
import { FormActions } from '../../features/crud/form-actions';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';
import { endedSessionsText } from '../other-sessions/sign-out-other-sessions';
import { useCheckedForm } from '../../features/crud/use-checked-form';

type ChangePasswordInput = v.InferInput<typeof ChangePasswordSchema>;

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** "Password changed", and how many of the admin's other sessions it signed out, when any. */
export function passwordChangedText(endedSessions: number): string {
  return endedSessions === 0
    ? 'Password changed'
    : `Password changed. ${endedSessionsText(endedSessions)}`;
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useCheckedForm(ChangePasswordSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const field = fieldProps(register, errors);

  const onSubmit = async (passwords: ChangePasswordInput) => {
    try {
      const { endedSessions } = await apiFetch<{ endedSessions: number }>(
        '/api/auth/change-password',
        { method: 'POST', body: passwords },
      );
      notifySuccess(passwordChangedText(endedSessions));
      onDone();
    } catch (error) {
      if (!showRefusedFields(error, setError, FIELDS))
        notifyFailure(error, 'Failed to change your password');
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Input
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <Input
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        description="At least 6 characters. Your other sessions are signed out."
        {...field('newPassword')}
      />
      <Input
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <FormActions submitLabel="Change password" pending={isSubmitting} onCancel={onDone} />
    </form>
  );
}

/** The signed-in admin changes their own password, typing the one they signed in with first. */
export function ChangePassword() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Change my password
      </Button>
      <Dialog isOpen={open} onDismiss={close} title="Change my password">
        <ChangePasswordForm onDone={close} />
      </Dialog>
    </>
  );
}
