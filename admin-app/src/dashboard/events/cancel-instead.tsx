import { useState } from 'react';
import styled from 'styled-components';
import { eventType, type Event } from '@da-boulder/contracts';
import { apiFetch, Button, Text } from '@da-boulder/shared-ui';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';
import { countLabel } from '../../features/people-list/count-label';
import { useRegistrantCounts } from './tell-registrants';

const Warning = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

/**
 * In the delete confirmation of an event people are registered for: how many, what deleting does
 * to them, and "Cancel the event instead", which keeps it (marked cancelled) and mails them.
 */
export function CancelInstead({ event, onDone }: { event: Event; onDone: () => void }) {
  const counts = useRegistrantCounts(event.id);
  const [cancelling, setCancelling] = useState(false);
  const people = counts ? counts.confirmed + counts.waitlisted : 0;
  if (people === 0) return null;

  const cancelEvent = async () => {
    setCancelling(true);
    try {
      const { notified } = await apiFetch<{ notified: number }>(
        `${eventType.adminPath}/${encodeURIComponent(event.id)}/cancel`,
        { method: 'POST' },
      );
      notifySuccess(
        `Event cancelled; ${countLabel(notified, { one: 'person', other: 'people' })} told`,
      );
      onDone();
    } catch (error) {
      notifyFailure(error, 'Failed to cancel the event');
      setCancelling(false);
    }
  };

  return (
    <Warning role="alert">
      <Text>
        <strong>
          {countLabel(people, { one: 'person is', other: 'people are' })} registered for this event.
        </strong>{' '}
        Deleting it tells them nothing; their registrations stay listed under its title.
      </Text>
      {event.status !== 'cancelled' && (
        <Button
          variant="secondary"
          pending={cancelling}
          pendingLabel="Cancelling..."
          onClick={() => void cancelEvent()}
        >
          Cancel the event instead
        </Button>
      )}
    </Warning>
  );
}
