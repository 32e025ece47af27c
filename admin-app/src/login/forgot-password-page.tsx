import { useState } from 'react';
import * as v from 'valibot';
import { ForgotPasswordSchema } from '@da-boulder/contracts';
import {
  apiFetch,
  ADMIN_HEADS,
  Button,
  Input,
  Text,
  toast,
  usePageMeta,
} from '@da-boulder/shared-ui';
import { fieldProps } from '../features/crud/field-props';
import { BackToLogin, LoginForm, LoginFrame } from './login-frame';
import { failureText } from './mailed-link';
import { useCheckedForm } from '../features/crud/use-checked-form';

type ForgotPasswordInput = v.InferInput<typeof ForgotPasswordSchema>;

/** /login/forgot: a username or a mail address, and the same answer whoever it names. */
export default function ForgotPasswordPage() {
  usePageMeta(ADMIN_HEADS.forgotPassword.title, ADMIN_HEADS.forgotPassword.description);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useCheckedForm(ForgotPasswordSchema, { usernameOrEmail: '' });
  const field = fieldProps(register, errors);

  const onSubmit = async (input: ForgotPasswordInput) => {
    try {
      const { message } = await apiFetch<{ message: string }>('/api/auth/forgot-password', {
        method: 'POST',
        body: input,
      });
      setSent(message);
    } catch (error) {
      toast({
        title: 'Not sent',
        description: failureText(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <LoginFrame
      title="Forgot your password?"
      intro="Give your username or your mail address, and we mail you a link to choose a new password."
    >
      <div role="status">{sent && <Text>{sent}</Text>}</div>
      {!sent && (
        <LoginForm onSubmit={handleSubmit(onSubmit)} noValidate>
          <Input
            label="Username or mail address"
            autoComplete="username"
            {...field('usernameOrEmail')}
          />
          <Button type="submit" pending={isSubmitting} pendingLabel="Sending...">
            Send me a link
          </Button>
        </LoginForm>
      )}
      <BackToLogin />
    </LoginFrame>
  );
}
