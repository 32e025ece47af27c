import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from '../button/button';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/** A grey placeholder block while content loads; hidden from assistive technology. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  width?: string;
  height?: string;
}>`
  width: ${({ width = '100%' }) => width};
  height: ${({ height = '1rem' }) => height};
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(
    90deg,
    ${({ theme }) => `${theme.color.sand} 25%, ${theme.color.paper} 50%, ${theme.color.sand} 75%`}
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.5s ease-in-out infinite;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

const PanelTitle = styled.p`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  && {
    color: ${({ theme }) => theme.color.ink};
  }
`;

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Panel>
      <PanelTitle>{title}</PanelTitle>
      {description && <p>{description}</p>}
      {action}
    </Panel>
  );
}

export function ErrorPanel({
  title,
  description,
  onRetry,
}: {
  title: string;
  description: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <Panel role="alert">
      <PanelTitle>{title}</PanelTitle>
      <p>{description}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Panel>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const SpinnerCircle = styled.span`
  display: inline-block;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.color.line};
  border-top-color: ${({ theme }) => theme.color.accent};
  animation: ${spin} 0.8s linear infinite;
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status">
      <SpinnerCircle aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

export { VisuallyHidden };
