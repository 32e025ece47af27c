import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { GlobalStyle, swrDefaults, theme } from '@da-boulder/shared-ui';

/** One router, theme and SWR cache for the whole page; the remotes share them as singletons. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={swrDefaults}>
        <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          {children}
        </BrowserRouter>
      </SWRConfig>
    </ThemeProvider>
  );
}
