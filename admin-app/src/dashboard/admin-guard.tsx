import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner, useAuthStore } from '@da-boulder/shared-ui';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

/**
 * SPEC §4: a spinner while the stored user is being checked against the API (the shell does the
 * check and sets `verified`), /login when there is no user or the user is not an admin.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const verified = useAuthStore((state) => state.verified);
  if (!user) return <Navigate to="/login" replace />;
  if (!verified) {
    return (
      <Centered>
        <Spinner label="Checking your session" />
      </Centered>
    );
  }
  if (!user.isAdmin) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
