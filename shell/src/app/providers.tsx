import type { ReactNode } from 'react';
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

export interface ProvidersProps {
  children: ReactNode;
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

/** One theme and SWR cache for the whole page; the remotes share them as singletons. */
export function Providers({
  children,
  reads = {},
  siteOrigin,
  formState = NO_FORM_STATE,
}: ProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SiteOriginContext.Provider value={siteOrigin}>
        <FormStateContext.Provider value={formState}>
          <SWRConfig value={{ ...swrDefaults, fallback: reads }}>{children}</SWRConfig>
        </FormStateContext.Provider>
      </SiteOriginContext.Provider>
    </ThemeProvider>
  );
}
