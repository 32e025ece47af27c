import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. Code that only upgrades what is
 * already on screen (a switch's behaviour, say) can wait for this, so its download does not compete
 * with the page's first paint on a slow connection.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; a task queued from it runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
