import { apiFetch } from '@da-boulder/shared-ui';
import { notifyFailure, notifySuccess } from '../crud/notify';

/** Puts a deleted item back from the trash, as it was, and says so ("… restored") or why not. */
export async function restoreFromTrash(trashId: string): Promise<void> {
  try {
    const { message } = await apiFetch<{ message: string }>(
      `/api/cms/trash/${encodeURIComponent(trashId)}/restore`,
      { method: 'POST' },
    );
    notifySuccess(message);
  } catch (error) {
    notifyFailure(error, 'Failed to restore it');
  }
}
