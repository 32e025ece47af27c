import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC §9: scroll to the hash target after 100 ms, below the header (80 px when unmeasured). */
export const HASH_SCROLL_DELAY_MS = 100;
export const HEADER_HEIGHT_FALLBACK_PX = 80;
// The target may live in a remote that is still loading; keep looking for a short while.
const HASH_TARGET_WAIT_MS = 3000;
// Content above the target can still change size after the scroll (parts that load as they come
// near the viewport, images): keep the target in place for this long unless the visitor scrolls.
const HOLD_TARGET_MS = 2000;
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function headerHeight(): number {
  return (
    document.querySelector('header')?.getBoundingClientRect().height || HEADER_HEIGHT_FALLBACK_PX
  );
}

export function scrollToElement(element: Element): void {
  const top = element.getBoundingClientRect().top + window.scrollY - headerHeight();
  window.scrollTo({ top, behavior: 'smooth' });
}

/** Scrolls to the target, then re-aims whenever the page's height changes, for a short while. */
function scrollToAndHold(target: Element): () => void {
  scrollToElement(target);
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => scrollToElement(target));
  observer.observe(document.body);
  const release = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, release);
  };
  const timer = window.setTimeout(release, HOLD_TARGET_MS);
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, release, { passive: true });
  return release;
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
    let release = () => {};
    let timer = window.setTimeout(function tryScroll() {
      const target = document.getElementById(id);
      if (target) release = scrollToAndHold(target);
      else if (Date.now() - started < HASH_TARGET_WAIT_MS)
        timer = window.setTimeout(tryScroll, 100);
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      release();
    };
    // `key` changes on every navigation, so choosing '/#about' again on home scrolls again.
  }, [pathname, hash, key]);
}
