import useSWR from 'swr';
import type { Event } from '@da-boulder/api/contracts';
import { useSampleContent } from '../../../fallback-content/use-sample-content';
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
  const { data, error, isLoading } = useEvents();
  const needsSample = Boolean(error || (data && !data.events?.length));
  const sample = useSampleContent(needsSample);
  const events = data?.events?.length ? data.events : (sample?.sampleEvents ?? []);
  return {
    events: sortEvents(events),
    isLoading: (isLoading && !data && !error) || (needsSample && !sample),
  };
}
