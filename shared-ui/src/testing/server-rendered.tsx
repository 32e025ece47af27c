import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The Node build: jsdom has no TextEncoder for the browser's.
import { renderToString } from 'react-dom/server.node';
import { act } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';

/**
 * `ui` as the server sends it, with the theme, in a container on the page; `hydrate()` then
 * hydrates it as the browser does a rendered page.
 */
export function serverRendered(ui: ReactElement) {
  const themed = <ThemeProvider theme={theme}>{ui}</ThemeProvider>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(themed);
  document.body.append(container);
  const hydrate = () =>
    act(async () => {
      hydrateRoot(container, themed);
    });
  return { container, hydrate };
}

/** Whether `element` is react-aria's (react-aria-components marks what it renders), not a stand-in. */
export const isReactAria = (element: HTMLElement) => element.closest('[data-rac]') !== null;
