import type { ReactNode } from 'react';
import { Button, Dialog, Text } from '@da-boulder/shared-ui';
import { DialogActions } from './form-actions';

/**
 * "Delete {noun}": the question, what else to know (`children`), Cancel, and Delete (which reads
 * 'Deleting...' while it runs).
 */
export function ConfirmDeleteDialog({
  noun,
  question,
  deleting,
  onCancel,
  onConfirm,
  children,
}: {
  noun: string;
  /** The question about the item to delete; the dialog is open while there is one. */
  question: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog isOpen={question !== null} onDismiss={onCancel} title={`Delete ${noun}`}>
      {question !== null && <Text>{question}</Text>}
      {children}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" pending={deleting} pendingLabel="Deleting..." onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
