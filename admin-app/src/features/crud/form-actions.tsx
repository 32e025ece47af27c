import styled from 'styled-components';
import { Button } from '@da-boulder/shared-ui';

/** A dialog's buttons, in a row at its end. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

interface FormActionsProps {
  submitLabel: string;
  pending: boolean;
  /** What the submit button reads while the request runs. */
  pendingLabel?: string;
  onCancel: () => void;
  /**
   * A second way to submit ("Save as draft"): `onPress` runs before the form is sent. It comes
   * after the main button, so Enter in a field still sends the form the main way.
   */
  alternative?: { label: string; onPress: () => void };
}

/** Cancel and submit for a dashboard dialog form. */
export function FormActions({
  submitLabel,
  pending,
  pendingLabel = 'Saving...',
  onCancel,
  alternative,
}: FormActionsProps) {
  return (
    <DialogActions>
      <Button type="button" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
      {alternative && (
        <Button type="submit" variant="secondary" held={pending} onClick={alternative.onPress}>
          {alternative.label}
        </Button>
      )}
    </DialogActions>
  );
}
