import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC §9: scroll to the hash target after 100 ms, below the header (80 px when unmeasured). */
export const HASH_SCROLL_DELAY_MS = 100;
export const HEADER_HEIGHT_FALLBACK_PX = 80;
// The target may live in a remote that is still loading; keep looking for a short while.
const HASH_TARGET_WAIT_MS = 3000;

export function headerHeight(): number {
  return (
    document.querySelector('header')?.getBoundingClientRect().height || HEADER_HEIGHT_FALLBACK_PX
  );
}

export function scrollToElement(element: Element): void {
  const top = element.getBoundingClientRect().top + window.scrollY - headerHeight();
  window.scrollTo({ top, behavior: 'smooth' });
}

/** After every navigation: top of the page, or the hash target when there is one. */
export function useScrollManager(): void {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = Date.now();
    let timer = window.setTimeout(function tryScroll() {
      const target = document.getElementById(id);
      if (target) scrollToElement(target);
      else if (Date.now() - started < HASH_TARGET_WAIT_MS)
        timer = window.setTimeout(tryScroll, 100);
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `key` changes on every navigation, so choosing '/#about' again on home scrolls again.
  }, [pathname, hash, key]);
}
