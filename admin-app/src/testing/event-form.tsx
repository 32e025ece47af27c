import { eventType, type Event } from '@da-boulder/contracts';
import { mockApi, renderWithProviders, type ApiRoutes } from '@da-boulder/shared-ui/testing';
import { ContentForm } from '../features/crud/content-form';
import type { ContentFormProps } from '../features/crud/crud-tab';

/**
 * The event form against a fake API with no teachers and no meeting link that takes any new
 * event and any update of `item` (`routes` adds to it). Returns the fake, to read what was sent.
 */
export function renderEventForm(
  item?: Event,
  {
    routes = {},
    save = async (write) => void (await write()),
  }: { routes?: ApiRoutes; save?: ContentFormProps<Event>['save'] } = {},
) {
  const api = mockApi({
    '/api/cms/teachers': { body: { teachers: [] } },
    'POST /api/cms/events': { body: {} },
    ...(item && {
      [`/api/cms/events/${item.id}/meeting-link`]: { body: { meetingLink: '' } },
      [`PUT /api/cms/events/${item.id}`]: { body: {} },
    }),
    ...routes,
  });
  renderWithProviders(<ContentForm type={eventType} item={item} save={save} cancel={jest.fn()} />);
  return api;
}

/** The forms sent to create or update an event, in order. */
export const eventsSent = (api: jest.Mock): FormData[] =>
  api.mock.calls.map(([, init]) => init?.body).filter((body) => body instanceof FormData);

/** The eventData part of the last form sent. */
export const sentEventData = (api: jest.Mock): Record<string, unknown> =>
  JSON.parse(String(eventsSent(api).at(-1)?.get('eventData')));
