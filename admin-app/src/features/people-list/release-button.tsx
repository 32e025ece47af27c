import styled from 'styled-components';
import { Button } from '@da-boulder/shared-ui';

/** A row's buttons, side by side. */
export const RowButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A held row's button: makes it a person's, and the mails it would have sent go out. */
export function ReleaseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" aria-label={label} onClick={onClick}>
      Release
    </Button>
  );
}
