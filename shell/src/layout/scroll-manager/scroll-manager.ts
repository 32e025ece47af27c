import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { HEADER_HEIGHT_FALLBACK_PX, landOn, whenPresent } from '@da-boulder/shared-ui';

/** SPEC §9: scroll to the hash target after 100 ms, below the header (80 px when unmeasured). */
export const HASH_SCROLL_DELAY_MS = 100;
export { HEADER_HEIGHT_FALLBACK_PX };
// The target may live in a remote or a page chunk that is still loading.
const HASH_TARGET_WAIT_MS = 5000;

/**
 * After every navigation: the top of the page, or the hash target when there is one. A hash
 * target is landed on once the content above it has settled, and focus moves to it, as a link to
 * a part of a page does. The page as opened keeps its scroll: the visitor may have scrolled the
 * server-rendered page before its scripts ran, or the browser restored the place on a reload. So
 * does a page whose control changed its address in place (a year tab's `?year=`): no new page.
 */
export function useScrollManager(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const opened = useRef(key);
  const previousPath = useRef(pathname);
  useEffect(() => {
    const inPlace = navigationType === 'REPLACE' && pathname === previousPath.current;
    previousPath.current = pathname;
    if (!hash) {
      if (key !== opened.current && !inPlace) window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let stopLooking = () => {};
    let release = () => {};
    const timer = window.setTimeout(() => {
      stopLooking = whenPresent(
        () => document.getElementById(id),
        (target) => {
          if (target) release = landOn(target, { focus: true });
        },
        { limitMs: HASH_TARGET_WAIT_MS },
      );
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopLooking();
      release();
    };
    // `key` changes on every navigation, so choosing '/#about' again on home scrolls again.
  }, [pathname, hash, key, navigationType]);
}
