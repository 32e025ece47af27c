import { useState } from 'react';
import { apiFetch, Button } from '@da-boulder/shared-ui';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';

/** What the success toast says, for this many sessions ended. */
export function endedSessionsText(ended: number): string {
  if (ended === 0) return 'You were not signed in anywhere else';
  return `Signed out ${ended} other session${ended === 1 ? '' : 's'}`;
}

/**
 * Ends every session of the signed-in admin but this one: after a lost device, or a sign-in on a
 * computer not their own.
 */
export function SignOutOtherSessions() {
  const [pending, setPending] = useState(false);

  const signOutOthers = async () => {
    setPending(true);
    try {
      const { ended } = await apiFetch<{ ended: number }>('/api/auth/sessions/revoke-others', {
        method: 'POST',
      });
      notifySuccess(endedSessionsText(ended));
    } catch (error) {
      notifyFailure(error, 'Failed to sign out your other sessions');
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="secondary"
      pending={pending}
      pendingLabel="Signing out..."
      onClick={signOutOthers}
    >
      Sign out other sessions
    </Button>
  );
}
