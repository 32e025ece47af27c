import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, Card, Heading, Text, toast } from '@da-boulder/shared-ui';

const Page = styled.div`
  display: grid;
  place-items: center;
  min-height: 70vh;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 26rem;
`;

/** A sign-in page's form: its fields one under another. */
export const LoginForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The small centred line under a sign-in page's form. */
export const LoginNote = styled(Text)`
  margin-top: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** /login, /login/forgot and /login/reset: a card in the middle of the page. */
export function LoginFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Page>
      <Panel>
        <Heading level={1}>{title}</Heading>
        <Text>{intro}</Text>
        {children}
      </Panel>
    </Page>
  );
}

/** SPEC §9's failed login: 'Login failed' with the server's message, or the fallback text. */
export function loginFailed(error: unknown): void {
  toast({
    title: 'Login failed',
    description:
      (error instanceof ApiError && error.serverMessage) || 'An error occurred during login',
    variant: 'destructive',
  });
}

/** Back to /login, from the pages of a forgotten password. */
export const BackToLogin = () => (
  <LoginNote>
    <Link to="/login">Back to login</Link>
  </LoginNote>
);
