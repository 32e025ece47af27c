import { createContext, useContext } from 'react';

/**
 * The site's own origin ("https://example.org"), for addresses that leave the site (a calendar
 * subscription, a shared link). The server, which has no window, provides the configured one.
 */
export const SiteOriginContext = createContext<string | undefined>(undefined);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
