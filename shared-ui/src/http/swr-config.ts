import type { SWRConfiguration } from 'swr';
import { apiFetch } from './api-fetch';
import { takeFirstRead } from './first-reads';

/** The read the page came with, else the API. */
function readFirstOrFetch(key: string): Promise<unknown> {
  const first = takeFirstRead(key);
  return first ? Promise.resolve(first.data) : apiFetch(key);
}

/** SPEC §9: no interval, no focus or reconnect revalidation, never stale, no retries. */
export const swrDefaults: SWRConfiguration = {
  fetcher: readFirstOrFetch,
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
};

/** Webinars and newsletters are deduplicated for five minutes. */
export const FIVE_MINUTES_MS = 5 * 60 * 1000;
export const longCache: SWRConfiguration = { dedupingInterval: FIVE_MINUTES_MS };
