import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useServerRendering } from '../server-rendering';

export type WhenNearViewportProps = {
  /** Shown (and keeping the space) until the place comes near the viewport. */
  placeholder: ReactNode;
  children: ReactNode;
  /** How far outside the viewport counts as near: content is ready before it scrolls in. */
  margin?: string;
  /** The element that holds the placeholder: a span inside phrasing content (a heading...). */
  as?: 'div' | 'span';
  /**
   * What the server renders: the children (the content of a page read without scripts), or the
   * placeholder for what only improves on it and can wait, as in the browser.
   */
  onServer?: 'children' | 'placeholder';
};

/**
 * Renders its children only once their place comes within `margin` of the viewport, so
 * below-the-fold widgets (forms and their validation libraries, carousels, their API reads)
 * stay off the first view. Without IntersectionObserver the children render at once, and on the
 * server too unless `onServer` says otherwise: a page read without scripts is whole.
 */
export function WhenNearViewport({
  placeholder,
  children,
  margin = '250px',
  as: Holder = 'div',
  onServer = 'children',
}: WhenNearViewportProps) {
  const serverRendered = useServerRendering();
  const [near, setNear] = useState(() =>
    serverRendered ? onServer === 'children' : typeof IntersectionObserver === 'undefined',
  );
  // Fits both holders: the observer only needs an element.
  const placeholderRef = useRef<HTMLDivElement & HTMLSpanElement>(null);

  useEffect(() => {
    const element = placeholderRef.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  if (near) return <>{children}</>;
  return <Holder ref={placeholderRef}>{placeholder}</Holder>;
}
