import type { ReactNode } from 'react';
import { Panel, PanelTitle } from './panel';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A button or link that gets the visitor somewhere useful. */
  action?: ReactNode;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Panel>
      <PanelTitle>{title}</PanelTitle>
      {description && <p>{description}</p>}
      {action}
    </Panel>
  );
}
