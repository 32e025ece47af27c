import type { Event, EventTime } from '@da-boulder/contracts';
import { useListOrSample } from '../../../fallback-content/use-list-or-sample';
import { useRead, useReadWhenShown } from '../../../lib/use-read';
import { sortEvents } from '../event-rules';

/**
 * The events still to come or those over, as the API tells them apart (the contracts' isPast):
 * upcoming in display order, past the latest first. A page asks for the list it shows, so
 * however many events are over, the upcoming ones are on its first page.
 */
export const eventsKey = (when: EventTime) => `/api/cms/events?when=${when}`;
export const UPCOMING_EVENTS_KEY = eventsKey('upcoming');
export const PAST_EVENTS_KEY = eventsKey('past');

/** One page of events, in display order, and where it sits in the whole list. */
export interface EventsPage {
  events: Event[];
  total?: number;
  page?: number;
  pageSize?: number;
}

/** The first page of a list of events (`key`'s); pages decide how to treat errors and empty lists. */
export function useEvents(key: string) {
  return useRead<EventsPage>(key);
}

/** A further page of the upcoming events, read when the visitor asks for it ("Show more events"). */
export function useMoreEvents(page: number) {
  return useReadWhenShown<EventsPage>(`${UPCOMING_EVENTS_KEY}&page=${page}`);
}

/**
 * Home and programs (SPEC §4): the upcoming events, or the built-in events when the request
 * fails or returns none, so the page is never empty.
 */
export function useEventsOrFallback() {
  const { data, error, isLoading: loading } = useEvents(UPCOMING_EVENTS_KEY);
  const { list, isLoading } = useListOrSample(
    { data, error, isLoading: loading, list: data?.events },
    (sample) => sample.sampleEvents,
  );
  return { events: sortEvents(list), isLoading };
}
