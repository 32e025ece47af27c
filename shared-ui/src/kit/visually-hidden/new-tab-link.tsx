import type { AnchorHTMLAttributes } from 'react';
import { VisuallyHidden } from './visually-hidden';

/**
 * A link opening another site in a new tab, which says so to a screen reader (WCAG G201): a
 * sighted visitor sees the tab appear, a listener would not know where they went.
 */
export function NewTabLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
