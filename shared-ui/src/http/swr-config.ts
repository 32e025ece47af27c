import type { SWRConfiguration } from 'swr';
import { apiFetch } from './api-fetch';

/** SPEC §9: no interval, no focus or reconnect revalidation, never stale, no retries. */
export const swrDefaults: SWRConfiguration = {
  fetcher: apiFetch,
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
};
