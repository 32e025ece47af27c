import type { ReactNode } from 'react';
import { Providers, type ProvidersProps } from './providers';

/** The site: its providers around the router given (the browser's, or the server's for a URL). */
export function App({
  router,
  ...props
}: Omit<ProvidersProps, 'children'> & { router: ReactNode }) {
  return <Providers {...props}>{router}</Providers>;
}
