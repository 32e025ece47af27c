import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { GlobalStyle, SiteOriginContext, swrDefaults, theme } from '@da-boulder/shared-ui';

export interface ProvidersProps {
  children: ReactNode;
  /** The site's origin; the browser's own unless given (the server has none). */
  siteOrigin?: string;
}

/** One theme and SWR cache for the whole page; the remotes share them as singletons. */
export function Providers({ children, siteOrigin }: ProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SiteOriginContext.Provider value={siteOrigin}>
        <SWRConfig value={swrDefaults}>{children}</SWRConfig>
      </SiteOriginContext.Provider>
    </ThemeProvider>
  );
}
