import { useState } from 'react';
import styled from 'styled-components';
import { EVENT_MESSAGE_MAX, eventType, type Event } from '@da-boulder/contracts';
import { apiFetch, Button, Text, Textarea } from '@da-boulder/shared-ui';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';
import { countLabel } from '../../features/people-list/count-label';
import { useRegistrantCounts } from '../../features/form-widgets/tell-registrants';

const Warning = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Choice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const PEOPLE = { one: 'person', other: 'people' };

/**
 * In the delete confirmation of an event people are registered for: how many, what deleting does
 * to them, and "Cancel the event instead", which keeps it (marked cancelled) and mails them. That
 * asks once more, with room for a note to them, since it mails everyone.
 */
export function CancelInstead({ event, onDone }: { event: Event; onDone: () => void }) {
  const counts = useRegistrantCounts(event.id);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const people = counts ? counts.confirmed + counts.waitlisted : 0;
  if (people === 0) return null;

  const cancelEvent = async () => {
    setCancelling(true);
    try {
      const { notified } = await apiFetch<{ notified: number }>(
        `${eventType.adminPath}/${encodeURIComponent(event.id)}/cancel`,
        { method: 'POST', body: { note } },
      );
      notifySuccess(`Event cancelled; ${countLabel(notified, PEOPLE)} told`);
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
      {event.status !== 'cancelled' &&
        (asking ? (
          <>
            <Textarea
              label="A note for the people registered (optional)"
              description="Added to the mail that tells them the event is cancelled"
              rows={4}
              maxLength={EVENT_MESSAGE_MAX}
              value={note}
              onChange={(change) => setNote(change.target.value)}
            />
            <Choice>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                Keep the event
              </Button>
              <Button
                variant="danger"
                pending={cancelling}
                pendingLabel="Cancelling..."
                onClick={() => void cancelEvent()}
              >
                {`Cancel the event and tell ${countLabel(people, PEOPLE)}`}
              </Button>
            </Choice>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Cancel the event instead
          </Button>
        ))}
    </Warning>
  );
}
