import type { AnchorHTMLAttributes } from 'react';
import { VisuallyHidden } from './visually-hidden';

/** What a link opening a new tab says so with, to a screen reader (markdown's links too). */
export const OPENS_IN_NEW_TAB = '(opens in a new tab)';

/**
 * A link opening another site in a new tab, which says so to a screen reader (WCAG G201): a
 * sighted visitor sees the tab appear, a listener would not know where they went.
 */
export function NewTabLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {OPENS_IN_NEW_TAB}</VisuallyHidden>
    </a>
  );
}
