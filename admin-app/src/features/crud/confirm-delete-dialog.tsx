import type { ReactNode } from 'react';
import { Button, Dialog, Text } from '@da-boulder/shared-ui';
import { DialogActions } from './form-actions';

/** What the confirmed button reads while its request runs. */
const PENDING_LABEL = { Delete: 'Deleting...', Remove: 'Removing...' };

/**
 * "Delete {noun}" (or "Remove {noun}"): the question, what else to know (`children`), Cancel, and
 * the verb's button (which reads 'Deleting...' or 'Removing...' while it runs).
 */
export function ConfirmDeleteDialog({
  noun,
  verb = 'Delete',
  question,
  deleting,
  onCancel,
  onConfirm,
  children,
}: {
  noun: string;
  /** Remove for what goes from a list but is not content (an admin). */
  verb?: keyof typeof PENDING_LABEL;
  /** The question about the item to delete; the dialog is open while there is one. */
  question: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog isOpen={question !== null} onDismiss={onCancel} title={`${verb} ${noun}`}>
      {question !== null && <Text>{question}</Text>}
      {children}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          variant="danger"
          pending={deleting}
          pendingLabel={PENDING_LABEL[verb]}
          onClick={onConfirm}
        >
          {verb}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
