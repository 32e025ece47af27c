import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type * as v from 'valibot';
import { VerifyDeviceSchema } from '@da-boulder/contracts';
import { ApiError, apiFetch, Button, Input, type AuthUser } from '@da-boulder/shared-ui';
import { fieldProps } from '../features/crud/field-props';
import { showRefusedFields } from '../features/crud/field-errors';
import { useCheckedForm } from '../features/crud/use-checked-form';
import { LoginForm, loginFailed, LoginNote } from './login-frame';

type VerifyDeviceInput = v.InferInput<typeof VerifyDeviceSchema>;

/**
 * /login's second step on a browser new to the admin (issue 47): the 6-digit code mailed to them.
 * A wrong code is shown beside the field with the tries left; a spent or expired one sends them
 * back to log in again for a new code.
 */
export function DeviceCodeForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: AuthUser) => void;
  onRestart: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useCheckedForm(VerifyDeviceSchema, { code: '' });
  const field = fieldProps(register, errors);
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = async (input: VerifyDeviceInput) => {
    try {
      const { user } = await apiFetch<{ user: AuthUser }>('/api/auth/verify-device', {
        method: 'POST',
        body: input,
      });
      onSignedIn(user);
    } catch (error) {
      if (showRefusedFields(error, setError, ['code'])) return;
      loginFailed(error);
      if (error instanceof ApiError && (error.status === 401 || error.status === 410)) onRestart();
    }
  };

  return (
    <>
      <LoginForm onSubmit={handleSubmit(onSubmit)} noValidate>
        <Input
          label="Code"
          autoComplete="one-time-code"
          inputMode="numeric"
          description="6 digits. It works for 10 minutes."
          {...field('code')}
        />
        <Button type="submit" pending={isSubmitting} pendingLabel="Checking...">
          Verify
        </Button>
      </LoginForm>
      <LoginNote>
        <Link to="/login" onClick={onRestart}>
          Back to login
        </Link>
      </LoginNote>
    </>
  );
}
