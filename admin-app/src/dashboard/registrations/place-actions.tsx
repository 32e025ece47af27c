import { registrationPlaceLabel, type Registration } from '@da-boulder/contracts';
import { Badge, Button, Dialog, Text } from '@da-boulder/shared-ui';
import { DialogActions } from '../../features/crud/form-actions';

/** A registration's place; one at a cancelled event reads as ended with it. */
export function PlaceBadge({ registration }: { registration: Registration }) {
  const { status, eventStatus } = registration;
  const live = eventStatus !== 'cancelled' && status !== 'cancelled';
  return (
    <Badge tone={!live ? 'neutral' : status === 'confirmed' ? 'success' : 'accent'}>
      {registrationPlaceLabel(registration)}
    </Badge>
  );
}

/**
 * An admin's change to a registration's place: cancel it (a confirmed place goes to the first on
 * the waitlist, who is mailed), or promote a waitlisted one ahead of the others (mailed too).
 */
export type PlaceAction = 'cancel' | 'promote';

export const PLACE_ACTION: Record<
  PlaceAction,
  {
    /** The row's button, and its accessible name. */
    button: string;
    named: (name: string) => string;
    label: string;
    question: (registration: Registration) => string;
    pending: string;
  }
> = {
  cancel: {
    button: 'Cancel',
    named: (name) => `Cancel registration of ${name}`,
    label: 'Cancel registration',
    question: ({ name, eventTitle, status }) =>
      `Cancel the registration of ${name} for ${eventTitle}?${
        status === 'confirmed' ? ' Their place goes to the first person on the waitlist.' : ''
      }`,
    pending: 'Cancelling...',
  },
  promote: {
    button: 'Promote',
    named: (name) => `Promote ${name}`,
    label: 'Promote',
    question: ({ name, eventTitle }) =>
      `Give ${name} a confirmed place at ${eventTitle}, ahead of the rest of the waitlist? They will be mailed their confirmation.`,
    pending: 'Promoting...',
  },
};

/** Which of the place actions a row offers. */
export function placeActionsOf(registration: Registration): PlaceAction[] {
  // A held one has no place yet; one at a cancelled event has none left.
  if (registration.held || registration.eventStatus === 'cancelled') return [];
  if (registration.status === 'waitlisted') return ['promote', 'cancel'];
  return registration.status === 'confirmed' ? ['cancel'] : [];
}

/** Asks before a place action; open while there is one pending. */
export function ConfirmPlaceDialog({
  pending,
  working,
  onDismiss,
  onConfirm,
}: {
  pending: { registration: Registration; action: PlaceAction } | null;
  working: boolean;
  onDismiss: () => void;
  onConfirm: () => void;
}) {
  const action = pending && PLACE_ACTION[pending.action];
  return (
    <Dialog isOpen={pending !== null} onDismiss={onDismiss} title={action?.label ?? ''}>
      {pending && action && <Text>{action.question(pending.registration)}</Text>}
      <DialogActions>
        <Button variant="secondary" onClick={onDismiss}>
          Back
        </Button>
        <Button
          variant={pending?.action === 'cancel' ? 'danger' : 'primary'}
          pending={working}
          pendingLabel={action?.pending}
          onClick={onConfirm}
        >
          {action?.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
