import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import {
  FormStateContext,
  GlobalStyle,
  SiteOriginContext,
  swrDefaults,
  theme,
  type FormState,
} from '@da-boulder/shared-ui';

/** React Router's opt-ins, the same in the browser and on the server. */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

function SiteRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter future={ROUTER_FUTURE}>{children}</BrowserRouter>;
}

export interface ProvidersProps {
  children: ReactNode;
  /** The browser's router unless given another (the server renders one URL). */
  router?: ComponentType<{ children: ReactNode }>;
  /**
   * The page's first API reads by key: what the page renders with at once, on the server and
   * while the browser hydrates, so neither asks the API for what the page came with.
   */
  reads?: Record<string, unknown>;
  /** The site's origin; the browser's own unless given (the server has none). */
  siteOrigin?: string;
  /** What a server-rendered page's forms start from, on the server and while hydrating. */
  formState?: FormState;
}

const NO_FORM_STATE: FormState = {};

/** One router, theme and SWR cache for the whole page; the remotes share them as singletons. */
export function Providers({
  children,
  router: Router = SiteRouter,
  reads = {},
  siteOrigin,
  formState = NO_FORM_STATE,
}: ProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SiteOriginContext.Provider value={siteOrigin}>
        <FormStateContext.Provider value={formState}>
          <SWRConfig value={{ ...swrDefaults, fallback: reads }}>
            <Router>{children}</Router>
          </SWRConfig>
        </FormStateContext.Provider>
      </SiteOriginContext.Provider>
    </ThemeProvider>
  );
}
