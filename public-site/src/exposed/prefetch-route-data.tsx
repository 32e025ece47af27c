import { useRef, type ReactNode } from 'react';
import { useParams, type Params } from 'react-router-dom';
import { preload, useSWRConfig } from 'swr';

export type RouteDataKeys = (params: Readonly<Params>) => string[];

/**
 * Starts a page's API reads while the page's own chunk is still downloading, instead of after it
 * has loaded and rendered: the data and the code arrive together. The page's useSWR picks the
 * request up under the same key. Reads already in the cache are not repeated.
 */
export function PrefetchRouteData({
  keys,
  children,
}: {
  keys: RouteDataKeys;
  children: ReactNode;
}) {
  const params = useParams();
  const { cache, fetcher } = useSWRConfig();
  // Render can repeat (and a suspended first render starts over): one request per key.
  const started = useRef(new Set<string>());
  if (fetcher) {
    for (const key of keys(params)) {
      if (started.current.has(key) || cache.get(key)?.data !== undefined) continue;
      started.current.add(key);
      Promise.resolve(preload(key, fetcher)).catch(() => {
        // The page's own useSWR reports the failure.
      });
    }
  }
  return <>{children}</>;
}
