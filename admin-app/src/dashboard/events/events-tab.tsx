import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import { capitalised, eventType, type Event } from '@da-boulder/contracts';
import { apiFetch, Text } from '@da-boulder/shared-ui';
import { ContentForm } from '../../features/crud/content-form';
import { CrudTab, listReadKey } from '../../features/crud/crud-tab';
import { useListParams } from '../../features/people-list/use-list-params';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';
import { REGISTRATION_COUNTS_KEY } from '../registrations/registration-links';
import { CancelInstead } from './cancel-instead';
import { EventsTable, type EventsTableProps } from './events-table';

const PUBLIC_EVENT_KEYS = ['/api/events/'];

type EventsResponse = { events: Event[] };

const Explainer = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export function EventsTab() {
  const { mutate } = useSWRConfig();
  // The page shown, with its drafts, as the tab reads it: a reorder moves its events within it.
  const { page } = useListParams();
  // People register on the public site at any time: the counts are read again when shown.
  const { data: counts } = useSWR<EventsTableProps['registrationCounts']>(REGISTRATION_COUNTS_KEY, {
    revalidateOnMount: true,
  });

  // Optimistic: the rows move at once; SWR puts the old order back if the server refuses.
  const reorder = async (events: Event[]) => {
    try {
      await mutate<EventsResponse>(
        listReadKey(eventType.adminPath, true, page),
        apiFetch<EventsResponse>(`${eventType.adminPath}/reorder`, {
          method: 'PUT',
          body: { eventIds: events.map((event) => event.id), page },
        }),
        {
          // The rows alone change: the list's place among its pages stays.
          optimisticData: (shown) => ({ ...shown, events }),
          rollbackOnError: true,
          populateCache: (answer, shown) => ({ ...shown, events: answer.events }),
          revalidate: false,
        },
      );
      notifySuccess('Event order updated successfully');
    } catch (error) {
      notifyFailure(error, 'Failed to update event order');
    }
  };

  return (
    <CrudTab<Event, EventsResponse>
      heading={capitalised(eventType.plural)}
      noun={eventType.noun}
      listKey={eventType.adminPath}
      drafts
      publicKeyPrefixes={PUBLIC_EVENT_KEYS}
      selectItems={(response) => response.events}
      deleteQuestion={() => 'Are you sure you want to delete this event?'}
      deleteDetails={(event, close) => <CancelInstead event={event} onDone={close} />}
      emptyTitle="No events found"
      wideForm
      intro={
        <Explainer>
          <Text>
            The event at the top is the featured event on the Events page; the others show in the
            grid below it. On the home page, events display left to right in the same order.
          </Text>
          <Text>
            Drag a row by its handle to change the order, or focus the handle, press Space, move it
            with the arrow keys and press Space again.
          </Text>
        </Explainer>
      }
      renderTable={(events, handlers) => (
        <EventsTable
          events={events}
          handlers={handlers}
          onReorder={reorder}
          registrationCounts={counts}
        />
      )}
      renderForm={(props) => <ContentForm type={eventType} {...props} />}
    />
  );
}
