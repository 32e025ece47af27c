import { useEffect, useState } from 'react';

/**
 * True once the page has scrolled more than `threshold` pixels. False on the server and while
 * the browser hydrates its page (which the server rendered unscrolled), then the real answer.
 * The offset is read only in a scroll event or an animation frame: read while React hydrates,
 * with the page's styles just changed, `scrollY` makes the browser lay the page out there and then.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const check = () => setScrolledPast(window.scrollY > threshold);
    const frame = requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
    };
  }, [threshold]);
  return scrolledPast;
}
