import { useEffect, useId, useState } from 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own parameter
  interface HTMLAttributes<T> {
    /** Element Timing API: the name of this element in 'element' performance entries. */
    elementtiming?: string;
  }
}

/** An 'element' performance entry (Element Timing API; not in TypeScript's DOM types yet). */
interface ElementTiming extends PerformanceEntry {
  identifier: string;
}

/** Browsers without Element Timing (Safari, Firefox) wait this long after a frame instead. */
const FALLBACK_DELAY_MS = 100;
/** An element that is never painted (scrolled out of view, hidden) is not reported: stop waiting. */
const MAX_WAIT_MS = 1000;

/**
 * `[painted, identifier]`: put `identifier` in the `elementtiming` attribute of an element, and
 * `painted` turns true once the browser reports having painted it (Element Timing API), or after
 * at most a second if it never does (an element out of view is not reported). What only
 * upgrades content already on screen (formatting plain text, say) can wait for this: on a slow
 * phone its download and work then never delay that content's first paint.
 */
export function useAfterElementPaint(): [painted: boolean, identifier: string] {
  const identifier = `painted-${useId()}`;
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const elementTiming =
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('element');
    if (!elementTiming) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setPainted(true), FALLBACK_DELAY_MS);
      });
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      setPainted(true);
    };
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as ElementTiming[];
      if (entries.some((entry) => entry.identifier === identifier)) done();
    });
    observer.observe({ type: 'element', buffered: true });
    const timer = setTimeout(done, MAX_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [identifier]);
  return [painted, identifier];
}
