import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusTarget, VisuallyHidden, whenPresent } from '@da-boulder/shared-ui';
import { MAIN_ID } from '../skip-link/skip-link';

/** How long a page may take (its code, its data) before focus settles on <main> instead. */
const HEADING_WAIT_MS = 10_000;

/** What the visitor does that makes focus theirs again: once they act, focus stays put. */
const VISITOR_INPUT = ['keydown', 'pointerdown'] as const;

/**
 * What a well-made single-page app does after a route change, once for every remote: focus moves
 * to the new page's main heading (a hash target takes focus in the scroll manager instead), so
 * the next Tab starts on the new page, not in the footer, and a polite live region announces the
 * new page's title. The first view is left alone: the browser reads a fresh page from the top. A
 * control that changed the address in place (the dashboard's tabs) keeps its focus.
 */
export function RouteFocus() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState('');
  const previousPath = useRef<string>();

  useEffect(() => {
    const previous = previousPath.current;
    previousPath.current = pathname;
    if (previous === undefined) return;
    // A link to a part of the page it is on: the scroll manager lands on it and focuses it.
    if (hash && previous === pathname) return;
    const main = document.getElementById(MAIN_ID);
    const before = document.activeElement;
    if (navigationType === 'REPLACE' && before && before !== main && main?.contains(before)) {
      return;
    }

    let visitorActed = false;
    const onInput = () => {
      visitorActed = true;
    };
    for (const type of VISITOR_INPUT) window.addEventListener(type, onInput, true);
    let frame = 0;
    let timer = 0;
    setAnnouncement('');
    const stopLooking = whenPresent(
      () => main?.querySelector<HTMLElement>('h1') ?? null,
      (heading) => {
        // After the frame: the page has set its title (usePageMeta runs in an effect), and a
        // closing menu dialog has given focus back to its button, which must not win.
        frame = window.requestAnimationFrame(() => {
          timer = window.setTimeout(() => {
            const target = heading ?? main;
            if (!hash && !visitorActed && target?.isConnected) focusTarget(target);
            setAnnouncement(document.title);
          });
        });
      },
      { root: main ?? document.body, limitMs: HEADING_WAIT_MS },
    );
    return () => {
      stopLooking();
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      for (const type of VISITOR_INPUT) window.removeEventListener(type, onInput, true);
    };
  }, [pathname, hash, key, navigationType]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
