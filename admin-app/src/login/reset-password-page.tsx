import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { ResetPasswordSchema } from '@da-boulder/contracts';
import { apiFetch, ADMIN_HEADS, Button, Input, toast, usePageMeta } from '@da-boulder/shared-ui';
import { fieldProps } from '../features/crud/field-props';
import { BackToLogin, LoginForm, LoginFrame } from './login-frame';
import { failureText, isRefusedLink, RefusedLink } from './mailed-link';
import { useCheckedForm } from '../features/crud/use-checked-form';

type ResetPasswordInput = v.InferInput<typeof ResetPasswordSchema>;

/** /login/reset?token=…: the mailed link's page, where a new password is chosen once. */
export default function ResetPasswordPage() {
  usePageMeta(ADMIN_HEADS.resetPassword.title, ADMIN_HEADS.resetPassword.description);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [refused, setRefused] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useCheckedForm(ResetPasswordSchema, {
    token: params.get('token') ?? '',
    password: '',
    confirmPassword: '',
  });
  const field = fieldProps(register, errors);

  const onSubmit = async (input: ResetPasswordInput) => {
    try {
      const { message } = await apiFetch<{ message: string }>('/api/auth/reset-password', {
        method: 'POST',
        body: input,
      });
      toast({ title: 'Password reset', description: message });
      navigate('/login');
    } catch (error) {
      const message = failureText(error);
      if (isRefusedLink(error)) setRefused(message);
      else toast({ title: 'Not reset', description: message, variant: 'destructive' });
    }
  };

  return (
    <LoginFrame title="Choose a new password" intro="It works from now on, on every device.">
      {refused ? (
        <RefusedLink message={refused}>
          <Link to="/login/forgot">Ask for a new link</Link>
        </RefusedLink>
      ) : (
        <LoginForm onSubmit={handleSubmit(onSubmit)} noValidate>
          <Input
            label="New password"
            type="password"
            autoComplete="new-password"
            {...field('password')}
          />
          <Input
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <Button type="submit" pending={isSubmitting} pendingLabel="Saving...">
            Save the new password
          </Button>
        </LoginForm>
      )}
      <BackToLogin />
    </LoginFrame>
  );
}
