import { useEffect } from 'react';
import { apiFetch, useAuthStore, type AuthUser } from '@da-boulder/shared-ui';

/**
 * SPEC §4: at start, a stored user is checked against the API; if the session is gone the
 * stored user is dropped silently.
 */
export function useVerifyStoredUser(): void {
  useEffect(() => {
    const { user, setUser, markVerified } = useAuthStore.getState();
    if (!user) {
      markVerified();
      return;
    }
    apiFetch<{ user: AuthUser }>('/api/auth/user')
      .then((response) => setUser(response.user))
      .catch(() => setUser(null))
      .finally(markVerified);
  }, []);
}
