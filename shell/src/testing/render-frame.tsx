import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@da-boulder/shared-ui';
import { SiteFrame } from '../layout/site-frame';

/** Shows the router's current location, so tests can see where the frame navigated. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${hash}`}</p>;
}

/** The frame as the shell mounts it, on `url`. */
export function frame(url = '/about', page: ReactNode = <p>Page content</p>) {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter
        initialEntries={[url]}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <SiteFrame>
          {page}
          <LocationProbe />
        </SiteFrame>
      </MemoryRouter>
    </ThemeProvider>
  );
}

/** The frame rendered on `url`. */
export function renderFrame(url = '/about', page?: ReactNode) {
  // jsdom has no scrolling; tests that care install their own mock first.
  if (!jest.isMockFunction(window.scrollTo)) window.scrollTo = jest.fn();
  return render(frame(url, page));
}
