import { registrationPlaceLabel, type Registration } from '@da-boulder/contracts';
import styled from 'styled-components';
import { Badge, Button, Dialog, Text } from '@da-boulder/shared-ui';
import { DialogActions } from '../../features/crud/form-actions';

const ORDINAL = new Intl.PluralRules('en-US', { type: 'ordinal' });
const ORDINAL_SUFFIX: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};

/** "1st in line", "2nd in line", "11th in line". */
export function placeInLine(position: number): string {
  return `${position}${ORDINAL_SUFFIX[ORDINAL.select(position)]} in line`;
}

const Place = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
`;

const InLine = styled.span`
  white-space: nowrap;
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** A registration's place; one at a cancelled event reads as ended with it. */
function PlaceBadge({ registration }: { registration: Registration }) {
  const { status, eventStatus } = registration;
  const live = eventStatus !== 'cancelled' && status !== 'cancelled';
  return (
    <Badge tone={!live ? 'neutral' : status === 'confirmed' ? 'success' : 'accent'}>
      {registrationPlaceLabel(registration)}
    </Badge>
  );
}

/** A registration's status, and while it waits its place in the event's waitlist. */
export function RegistrationPlace({ registration }: { registration: Registration }) {
  const { status, waitlistPosition } = registration;
  return (
    <Place>
      <PlaceBadge registration={registration} />
      {status === 'waitlisted' &&
        registration.eventStatus !== 'cancelled' &&
        waitlistPosition !== undefined && <InLine>{placeInLine(waitlistPosition)}</InLine>}
    </Place>
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
