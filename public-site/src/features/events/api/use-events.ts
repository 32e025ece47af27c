import useSWR from 'swr';
import type { Event } from '@da-boulder/api/contracts';
import { useListOrSample } from '../../../fallback-content/use-list-or-sample';
import { sortEvents } from '../event-rules';

export const EVENTS_KEY = '/api/cms/events';

/** The raw events request; pages decide how to treat errors and empty lists. */
export function useEvents() {
  return useSWR<{ events: Event[] }>(EVENTS_KEY);
}

/**
 * Home and programs (SPEC §4): the built-in events stand in when the request fails or returns
 * nothing, so the page is never empty.
 */
export function useEventsOrFallback() {
  const { data, error, isLoading: loading } = useEvents();
  const { list, isLoading } = useListOrSample(
    { data, error, isLoading: loading, list: data?.events },
    (sample) => sample.sampleEvents,
  );
  return { events: sortEvents(list), isLoading };
}
