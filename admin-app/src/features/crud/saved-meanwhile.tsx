import styled from 'styled-components';
import { capitalised, savedMeanwhile } from '@da-boulder/contracts';
import { Button, Text } from '@da-boulder/shared-ui';

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Beside the buttons of a form whose save was refused because someone else saved the item
 * meanwhile: what was typed stays in the form until the admin chooses to load their version.
 */
export function SavedMeanwhile({ noun, onReload }: { noun: string; onReload?: () => void }) {
  return (
    <Notice role="alert">
      <Text>
        <strong>{savedMeanwhile(noun)}</strong>
      </Text>
      {onReload && (
        <>
          <Text>Reloading puts their version in this form, in place of what you typed.</Text>
          <Button variant="secondary" size="sm" onClick={onReload}>
            Reload {capitalised(noun)}
          </Button>
        </>
      )}
    </Notice>
  );
}
