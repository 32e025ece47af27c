import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while the server renders and while the browser hydrates what the server rendered; false
 * in any render of the browser's own. A component that renders differently in a browser (a
 * placeholder until in view, plain text until a renderer loads) starts as the server did when
 * it was server-rendered, so hydration finds the same HTML.
 */
export const useServerRendering = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
