import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, apiFetch, toast, useAuthStore } from '@da-boulder/shared-ui';
import { remoteForPath } from '../config/remote-for-path.mjs';

/**
 * SPEC §4: logout clears the stored user and all cached data, goes home and says so. The
 * dashboard's reads go with the dashboard, which leaving it for home unmounts.
 */
export function useLogout() {
  const [pending, setPending] = useState(false);
  const [loggedOut, setLoggedOut] = useState(false);
  const setUser = useAuthStore((state) => state.setUser);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // Off the dashboard first (home, or wherever they went meanwhile), then the user cleared:
  // cleared on the dashboard, its guard would send them to /login instead.
  useEffect(() => {
    if (!loggedOut || remoteForPath(pathname) === 'admin_app') return;
    setLoggedOut(false);
    setUser(null);
  }, [loggedOut, pathname, setUser]);

  async function logout() {
    setPending(true);
    try {
      await apiFetch('/api/auth/logout', { method: 'POST' });
      setLoggedOut(true);
      navigate('/');
      toast({ title: 'Logged out', description: 'You have been successfully logged out' });
    } catch (error) {
      toast({
        title: 'Logout failed',
        description:
          (error instanceof ApiError && error.serverMessage) || 'An error occurred during logout',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return { logout, pending };
}
