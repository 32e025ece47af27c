import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * True once the page has scrolled more than `threshold` pixels. False on the server and while
 * the browser hydrates its page (which the server rendered unscrolled), then the real answer.
 */
export function useScrolledPast(threshold: number): boolean {
  const scrolledPast = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, scrolledPast, () => false);
}
