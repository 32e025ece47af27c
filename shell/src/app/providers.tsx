import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, SiteOriginContext, theme } from '@da-boulder/shared-ui';

export interface ProvidersProps {
  children: ReactNode;
  /** The site's origin; the browser's own unless given (the server has none). */
  siteOrigin?: string;
}

/** One theme for the whole page; the remotes share it as a singleton. */
export function Providers({ children, siteOrigin }: ProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SiteOriginContext.Provider value={siteOrigin}>{children}</SiteOriginContext.Provider>
    </ThemeProvider>
  );
}
