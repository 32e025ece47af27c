import { useState } from 'react';
import { apiFetch, Button } from '@da-boulder/shared-ui';
import { notifyFailure, notifySuccess } from './notify';

/**
 * DESIGN §7: an empty list offers to restore the sample content (the server fills only empty
 * collections) instead of recreating deleted items behind the admin's back.
 */
export function RestoreSampleContent({ onRestored }: { onRestored: () => Promise<unknown> }) {
  const [pending, setPending] = useState(false);
  const restore = async () => {
    setPending(true);
    try {
      await apiFetch('/api/cms/seed', { method: 'POST' });
      await onRestored();
      notifySuccess('Sample content restored');
    } catch (error) {
      notifyFailure(error, 'Failed to restore sample content');
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" pending={pending} pendingLabel="Restoring..." onClick={restore}>
      Restore sample content
    </Button>
  );
}
