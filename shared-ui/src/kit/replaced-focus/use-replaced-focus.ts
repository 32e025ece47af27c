import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * Keeps focus when what a visitor pressed gives way to its outcome (a form to its thank-you, a play
 * button to the player): the browser leaves focus at the page's start when a focused control is
 * removed. Spread `within` on what holds the control; when `shown` changes after the control
 * focused there was removed, focus moves to `target` (a heading with tabIndex -1, or the player).
 */
export function useReplacedFocus<T extends HTMLElement>(shown: unknown) {
  const target = useRef<T>(null);
  /** The control focused within, until focus moves on while it stays on the page. */
  const held = useRef<Element | null>(null);
  const lastShown = useRef(shown);
  useEffect(() => {
    if (Object.is(lastShown.current, shown)) return;
    lastShown.current = shown;
    const active = document.activeElement;
    if (held.current && !held.current.isConnected && (!active || active === document.body))
      target.current?.focus();
  }, [shown]);
  const within = {
    onFocus: (event: FocusEvent) => {
      held.current = event.target;
    },
    onBlur: (event: FocusEvent) => {
      const left = event.target;
      // Still on the page once the blur is over: the visitor moved focus elsewhere (a press on
      // text names no next element either), and it is theirs. A removed control's focus is lost.
      queueMicrotask(() => {
        if (held.current === left && left.isConnected) held.current = null;
      });
    },
  };
  return { target, within };
}
