import type { ReactNode } from 'react';
import { Button } from '../button';
import { Panel, PanelTitle } from '../empty-state/panel';

export interface ErrorPanelProps {
  title: string;
  description: ReactNode;
  onRetry?: () => void;
}

/** A load failure, announced to screen readers, with an optional retry. */
export function ErrorPanel({ title, description, onRetry }: ErrorPanelProps) {
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
