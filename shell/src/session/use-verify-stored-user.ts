import { useEffect } from 'react';
import { apiFetch, useAuthStore, type AuthUser } from '@da-boulder/shared-ui';

const LEAVING = ['beforeunload', 'pagehide'] as const;

/**
 * SPEC §4: at start, a stored user is checked against the API; if the session is gone the
 * stored user is dropped silently. A check the browser cuts short because the visitor is leaving
 * the page (a reload, a link typed in) says nothing about the session: the user is kept.
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
    let leaving = false;
    const onLeave = () => {
      leaving = true;
    };
    for (const type of LEAVING) window.addEventListener(type, onLeave);
    apiFetch<{ user: AuthUser }>('/api/auth/user')
      .then((response) => setUser(response.user))
      .catch(() => {
        if (!leaving) setUser(null);
      })
      .finally(() => {
        for (const type of LEAVING) window.removeEventListener(type, onLeave);
        markVerified();
      });
  }, []);
}
