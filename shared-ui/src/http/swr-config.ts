import type { SWRConfiguration } from 'swr';
import { apiFetch } from './api-fetch';

/** SPEC §9: no interval, no focus or reconnect revalidation, never stale, no retries. */
export const swrDefaults: SWRConfiguration = {
  fetcher: (key: string) => apiFetch(key),
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
