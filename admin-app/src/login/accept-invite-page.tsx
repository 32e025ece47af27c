import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { AcceptInviteSchema, ADDRESS_TAKEN, INVALID_LINK } from '@da-boulder/contracts';
import {
  ApiError,
  apiFetch,
  ADMIN_HEADS,
  Button,
  Input,
  toast,
  usePageMeta,
} from '@da-boulder/shared-ui';
import { fieldProps } from '../features/crud/field-props';
import { showRefusedFields } from '../features/crud/field-errors';
import { useCheckedForm } from '../features/crud/use-checked-form';
import { BackToLogin, LoginForm, LoginFrame } from './login-frame';
import { failureText, isRefusedLink, RefusedLink } from './mailed-link';

type AcceptInviteInput = v.InferInput<typeof AcceptInviteSchema>;

const FIELDS = ['username', 'password', 'confirmPassword'] as const;

/**
 * /admin/accept-invite?token=…: an invite's mailed link, opened without signing in, where the new
 * admin chooses their username and password once.
 */
export default function AcceptInvitePage() {
  usePageMeta(ADMIN_HEADS.acceptInvite.title, ADMIN_HEADS.acceptInvite.description);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  // Without a token there is no invite: say so before anything is typed.
  const [refused, setRefused] = useState<string | null>(token ? null : INVALID_LINK);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useCheckedForm(AcceptInviteSchema, {
    token,
    username: '',
    password: '',
    confirmPassword: '',
  });
  const field = fieldProps(register, errors);
  // A token cut or altered past what any link holds is refused before it is sent.
  const linkProblem = refused ?? errors.token?.message;

  const onSubmit = async (input: AcceptInviteInput) => {
    try {
      const { message } = await apiFetch<{ message: string }>('/api/staff/invites/accept', {
        method: 'POST',
        body: input,
      });
      toast({ title: 'Account created', description: message });
      navigate('/login');
    } catch (error) {
      const message = failureText(error);
      // The invite's address is another admin's: no username helps, only another invite.
      const addressTaken = error instanceof ApiError && error.serverMessage === ADDRESS_TAKEN;
      if (error instanceof ApiError && error.status === 409 && !addressTaken) {
        // The name is taken, and the link is not spent: another name will do.
        setError('username', { type: 'server', message }, { shouldFocus: true });
      } else if (!showRefusedFields(error, setError, FIELDS)) {
        if (addressTaken || isRefusedLink(error)) setRefused(message);
        else toast({ title: 'Not created', description: message, variant: 'destructive' });
      }
    }
  };

  return (
    <LoginFrame
      title="Accept your invite"
      intro="Choose the username and password you will sign in to the dashboard with."
    >
      {linkProblem ? (
        <RefusedLink message={linkProblem}>
          Please ask the admin who invited you to send a new invite.
        </RefusedLink>
      ) : (
        <LoginForm onSubmit={handleSubmit(onSubmit)} noValidate>
          <Input
            label="Username"
            autoComplete="username"
            description="3 to 64 letters, numbers, dots, dashes, underscores or @."
            {...field('username')}
          />
          <Input
            label="Password"
            type="password"
            autoComplete="new-password"
            description="At least 6 characters."
            {...field('password')}
          />
          <Input
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <Button type="submit" pending={isSubmitting} pendingLabel="Creating...">
            Create my account
          </Button>
        </LoginForm>
      )}
      <BackToLogin />
    </LoginFrame>
  );
}
