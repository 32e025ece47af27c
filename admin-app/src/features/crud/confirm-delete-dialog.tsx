import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Text } from '@da-boulder/shared-ui';

const ConfirmActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

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
      <ConfirmActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" pending={deleting} pendingLabel="Deleting..." onClick={onConfirm}>
          Delete
        </Button>
      </ConfirmActions>
    </Dialog>
  );
}
