import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { GlobalStyle, SiteOriginContext, swrDefaults, theme } from '@da-boulder/shared-ui';

export interface ProvidersProps {
  children: ReactNode;
  /**
   * The page's first API reads by key: what the page renders with at once, on the server and
   * while the browser hydrates, so neither asks the API for what the page came with.
   */
  reads?: Record<string, unknown>;
  /** The site's origin; the browser's own unless given (the server has none). */
  siteOrigin?: string;
}

/**
 * The API's answers a page was rendered with, by key: every route's loader data (public-site's
 * RouteData), as the server's static handler and the browser's hydration data hold it.
 */
export function loaderReads(loaderData: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.assign(
    {},
    ...Object.values(loaderData).map((data) => (data as { reads?: object } | null)?.reads ?? {}),
  ) as Record<string, unknown>;
}

/** One theme and SWR cache for the whole page; the remotes share them as singletons. */
export function Providers({ children, reads = {}, siteOrigin }: ProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SiteOriginContext.Provider value={siteOrigin}>
        <SWRConfig value={{ ...swrDefaults, fallback: reads }}>{children}</SWRConfig>
      </SiteOriginContext.Provider>
    </ThemeProvider>
  );
}
