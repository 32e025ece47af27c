import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * Keeps focus when what a visitor pressed gives way to its outcome (a form to its thank-you, a play
 * button to the player): the browser leaves focus at the page's start when a focused control is
 * removed. Spread `within` on what holds the control; when `shown` changes after focus was there
 * and was lost, focus moves to `target` (a heading with tabIndex -1, or the player).
 */
export function useReplacedFocus<T extends HTMLElement>(shown: unknown) {
  const target = useRef<T>(null);
  const focusWasIn = useRef(false);
  const lastShown = useRef(shown);
  useEffect(() => {
    if (Object.is(lastShown.current, shown)) return;
    lastShown.current = shown;
    const active = document.activeElement;
    if (focusWasIn.current && (!active || active === document.body)) target.current?.focus();
  }, [shown]);
  const within = {
    onFocus: () => {
      focusWasIn.current = true;
    },
    onBlur: (event: FocusEvent) => {
      // Moved elsewhere on the page. A removed control names no next element: that focus is lost.
      const next = event.relatedTarget;
      if (next && !event.currentTarget.contains(next)) focusWasIn.current = false;
    },
  };
  return { target, within };
}
