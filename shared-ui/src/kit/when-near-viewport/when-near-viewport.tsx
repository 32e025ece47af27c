import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useServerRendering } from '../server-rendering';
import { restoreTypedFields, typedFields, type TypedFields } from './typed-fields';

// Layout effects do nothing on the server (and React says so there).
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export type WhenNearViewportProps = {
  /** Shown (and keeping the space) until the place comes near the viewport. */
  placeholder: ReactNode;
  children: ReactNode;
  /** How far outside the viewport counts as near: content is ready before it scrolls in. */
  margin?: string;
  /** The element that holds the content or placeholder: a span inside phrasing content. */
  as?: 'div' | 'span';
  /**
   * What the server renders: the children (the content of a page read without scripts), or the
   * placeholder for what only improves on it and can wait, as in the browser.
   */
  onServer?: 'children' | 'placeholder';
};

/**
 * React leaves an element with this inner HTML as it found it: it neither hydrates nor clears
 * what the server rendered in it, and keeps it on every render until the children replace it.
 */
const SERVER_HTML_AS_IS = { __html: '' };

/**
 * Renders its children only once their place comes within `margin` of the viewport, so
 * below-the-fold widgets (forms and their validation libraries, carousels, their API reads)
 * stay off the first view. Without IntersectionObserver the children render at once.
 *
 * On the server the children render (unless `onServer` says otherwise): a page read without
 * scripts is whole. The browser keeps that HTML, not hydrated, until the place comes near; the
 * children then render in a transition, which keeps the server's HTML on screen until their code
 * has loaded and replaces it in one step. Hydrating them with the page would load their code
 * with the first view.
 */
export function WhenNearViewport({
  placeholder,
  children,
  margin = '250px',
  as: Holder = 'div',
  onServer = 'children',
}: WhenNearViewportProps) {
  const serverRendered = useServerRendering();
  // Fixed for the instance's life: whether it renders over content the server rendered.
  const [overServerContent] = useState(() => serverRendered && onServer === 'children');
  const [near, setNear] = useState(() =>
    overServerContent
      ? typeof document === 'undefined'
      : !serverRendered && typeof IntersectionObserver === 'undefined',
  );
  // Fits both holders: the observer only needs an element.
  const holderRef = useRef<HTMLDivElement & HTMLSpanElement>(null);
  // What a visitor typed into the server's form before its code came: the form replacing it
  // gets it, and the focus.
  const typed = useRef<TypedFields>();

  useEffect(() => {
    const element = holderRef.current;
    if (!overServerContent || near || !element) return;
    const note = () => {
      typed.current = typedFields(element);
    };
    const events = ['input', 'change', 'focusin'];
    for (const type of events) element.addEventListener(type, note);
    return () => {
      for (const type of events) element.removeEventListener(type, note);
    };
  }, [overServerContent, near]);

  useBrowserLayoutEffect(() => {
    const element = holderRef.current;
    if (!near || !element || !typed.current) return;
    restoreTypedFields(element, typed.current);
    typed.current = undefined;
  }, [near]);

  useEffect(() => {
    const element = holderRef.current;
    if (near || !element) return;
    const reveal = () => {
      // Typed before the page was hydrated, when nothing listened yet.
      if (overServerContent) typed.current = typedFields(element);
      startTransition(() => setNear(true));
    };
    if (typeof IntersectionObserver === 'undefined') {
      reveal();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin, overServerContent]);

  if (near) return <Holder ref={holderRef}>{children}</Holder>;
  if (overServerContent) {
    return (
      <Holder
        ref={holderRef}
        dangerouslySetInnerHTML={SERVER_HTML_AS_IS}
        suppressHydrationWarning
      />
    );
  }
  return <Holder ref={holderRef}>{placeholder}</Holder>;
}
