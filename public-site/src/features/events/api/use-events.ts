import useSWR from 'swr';
import type { Event } from '@da-boulder/contracts';
import { useListOrSample } from '../../../fallback-content/use-list-or-sample';
import { sortEvents } from '../event-rules';

/**
 * Every page that lists events reads the first page (a chapter's events fit it): the home page
 * too, since which events are past is known only from their schedules, so its first few in
 * display order may all be over.
 */
export const EVENTS_KEY = '/api/cms/events';

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
