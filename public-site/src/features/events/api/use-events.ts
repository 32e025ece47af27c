import useSWR from 'swr';
import type { Event } from '@da-boulder/api/contracts';
import { useListOrSample } from '../../../fallback-content/use-list-or-sample';
import { HOME_EVENT_LIMIT, sortEvents } from '../event-rules';

export const EVENTS_KEY = '/api/cms/events';
/**
 * The home page's events: the API lists them in display order, so the first few are enough (one
 * more than shown, as the home page leaves out an event whose id is 0).
 */
export const HOME_EVENTS_KEY = `${EVENTS_KEY}?pageSize=${HOME_EVENT_LIMIT + 1}`;

/** One page of events, in display order, and where it sits in the whole list. */
export interface EventsPage {
  events: Event[];
  total?: number;
  page?: number;
  pageSize?: number;
}

/** The first page of events (or `key`'s); pages decide how to treat errors and empty lists. */
export function useEvents(key: string = EVENTS_KEY) {
  return useSWR<EventsPage>(key);
}

/**
 * Home and programs (SPEC §4): the built-in events stand in when the request fails or returns
 * nothing, so the page is never empty.
 */
export function useEventsOrFallback(key: string = EVENTS_KEY) {
  const { data, error, isLoading: loading } = useEvents(key);
  const { list, isLoading } = useListOrSample(
    { data, error, isLoading: loading, list: data?.events },
    (sample) => sample.sampleEvents,
  );
  return { events: sortEvents(list), isLoading };
}
