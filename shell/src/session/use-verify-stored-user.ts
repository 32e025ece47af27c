import { useEffect } from 'react';
import { ApiError, apiFetch, useAuthStore, type AuthUser } from '@da-boulder/shared-ui';

/**
 * SPEC §4: at start, a stored user is checked against the API; if the API refuses it the stored
 * user is dropped silently. A check that got no answer at all (the page was left while it ran, or
 * the network is down) says nothing about the session: the user is kept, and the next page checks.
 */
export function useVerifyStoredUser(): void {
  useEffect(() => {
    // A page the server rendered is hydrated signed out; the stored user comes back now.
    if (!useAuthStore.persist.hasHydrated()) void useAuthStore.persist.rehydrate();
    const { user, setUser, markVerified } = useAuthStore.getState();
    if (!user) {
      markVerified();
      return;
    }
    apiFetch<{ user: AuthUser }>('/api/auth/user')
      .then((response) => setUser(response.user))
      .catch((error: unknown) => {
        if (error instanceof ApiError) setUser(null);
      })
      .finally(markVerified);
  }, []);
}
