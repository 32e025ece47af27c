import styled from 'styled-components';

const Panel = styled.div`
  max-width: ${({ theme }) => theme.size.dialog};
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.border.hairline} solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: center;
`;

const RetryButton = styled.button`
  font: inherit;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentInk};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.accentHover};
  }
`;

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel role="alert">
      <h1>This part of the site is unavailable right now</h1>
      <p>Please try again in a moment. The rest of the site is still available.</p>
      <RetryButton type="button" onClick={onRetry}>
        Try again
      </RetryButton>
    </Panel>
  );
}
