import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../http/swr-config';
import { theme } from '../theme/theme';
import { Toaster } from '../kit/toast';

/** Where the router is now, so tests can follow links and URL-kept filters. */
function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders UI as the shell does: theme, a fresh SWR cache with the kit's defaults, a router and
 * the toast region. `path` is the route pattern when the element reads params.
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', path }: { url?: string; path?: string } = {},
) {
  return render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
        <MemoryRouter
          initialEntries={[url]}
          future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
        >
          <Routes>
            <Route path={path ?? url.split(/[?#]/)[0]} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
        <Toaster />
      </SWRConfig>
    </ThemeProvider>,
  );
}
