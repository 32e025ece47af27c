import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { type DeviceCodeSent, LoginSchema, type LoginInput } from '@da-boulder/contracts';
import {
  apiFetch,
  ADMIN_HEADS,
  Button,
  Input,
  toast,
  useAuthStore,
  usePageMeta,
  type AuthUser,
} from '@da-boulder/shared-ui';
import { fieldProps } from '../features/crud/field-props';
import { DeviceCodeForm } from './device-code-form';
import { LoginForm, LoginFrame, loginFailed, LoginNote } from './login-frame';
import { useCheckedForm } from '../features/crud/use-checked-form';

/** SPEC §9: one second after submitting, a stored user with an id goes to the dashboard. */
const REDIRECT_CHECK_MS = 1000;

/** /login: the only way in; accounts are not self-service (SPEC §1). */
export default function LoginPage() {
  const user = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const markVerified = useAuthStore((state) => state.markVerified);
  const navigate = useNavigate();
  const redirectCheck = useRef<ReturnType<typeof setTimeout>>();
  // A right password on a browser new to the admin: the mailed code is asked next.
  const [askingForCode, setAskingForCode] = useState(false);
  usePageMeta(ADMIN_HEADS.login.title, ADMIN_HEADS.login.description);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useCheckedForm(LoginSchema, { username: '', password: '' });
  const field = fieldProps(register, errors);

  useEffect(() => () => clearTimeout(redirectCheck.current), []);

  // A non-admin may sign in as someone else: sending them to /admin would bounce straight back.
  if (user?.isAdmin) return <Navigate to="/admin" replace />;

  const signedIn = (signedInUser: AuthUser) => {
    setUser(signedInUser);
    markVerified();
    toast({ title: 'Success', description: 'You have successfully logged in' });
    navigate('/admin');
  };

  const onSubmit = async (credentials: LoginInput) => {
    clearTimeout(redirectCheck.current);
    redirectCheck.current = setTimeout(() => {
      if (useAuthStore.getState().user?.id) navigate('/admin');
    }, REDIRECT_CHECK_MS);
    try {
      const answer = await apiFetch<{ user: AuthUser } | DeviceCodeSent>('/api/auth/login', {
        method: 'POST',
        body: credentials,
      });
      if ('user' in answer) signedIn(answer.user);
      else setAskingForCode(true);
    } catch (error) {
      loginFailed(error);
    }
  };

  if (askingForCode)
    return (
      <LoginFrame
        title="Check your mail"
        intro="This browser is new to your account, so we mailed you a code. Enter it to finish logging in."
      >
        <DeviceCodeForm onSignedIn={signedIn} onRestart={() => setAskingForCode(false)} />
      </LoginFrame>
    );

  return (
    <LoginFrame title="Admin Access" intro="Login to manage content">
      <LoginForm onSubmit={handleSubmit(onSubmit)} noValidate>
        <Input label="Username" autoComplete="username" {...field('username')} />
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <Button type="submit" pending={isSubmitting} pendingLabel="Logging in...">
          Login
        </Button>
      </LoginForm>
      <LoginNote>
        <Link to="/login/forgot">Forgot your password?</Link>
      </LoginNote>
      <LoginNote>Contact administration for account access</LoginNote>
    </LoginFrame>
  );
}
