import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import * as v from 'valibot';
import {
  eventType,
  REGISTRATION_STATUSES,
  REGISTRATION_STATUS_LABEL,
  RegistrationListQuerySchema,
  registrationType,
  type Event,
  type Registration,
  type RegistrationStatus,
} from '@da-boulder/contracts';
import { apiFetch, Button, Select } from '@da-boulder/shared-ui';
import { AnchorButton } from '../../features/anchor-button/anchor-button';
import { ContentTable } from '../../features/content-table/content-table';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';
import { formatDateTime } from '../../features/people-list/format-date';
import { listKey } from '../../features/people-list/list-key';
import {
  focusListHeading,
  focusListHeadingIfLost,
  PeopleList,
  type RowActions,
} from '../../features/people-list/people-list';
import { revalidateLists } from '../../features/people-list/revalidate-lists';
import { PeopleRowButtons } from '../../features/people-list/people-row-buttons';
import { useListParams } from '../../features/people-list/use-list-params';
import {
  ConfirmPlaceDialog,
  PLACE_ACTION,
  placeActionsOf,
  RegistrationPlace,
  type PlaceAction,
} from './place-actions';
import { MessageRegistrantsDialog } from '../events/message-registrants';
import { EVENT_PARAM } from '../dashboard-paths';
import { FOCUS_REGISTRATIONS } from './registration-links';
import {
  eventsTakingRegistrations,
  RegistrantDialog,
  type RegistrantEditing,
} from './registrant-dialog';
import { mailLink } from '../../features/mail-link/mail-link';

type PendingPlace = { registration: Registration; action: PlaceAction };

/** An address's event, when it can name one (else all events). */
const readEventId = (value: string) =>
  v.is(RegistrationListQuerySchema.entries.eventId, value) ? value : '';

const readStatus = (value: string): RegistrationStatus | '' =>
  (REGISTRATION_STATUSES as readonly string[]).includes(value) ? (value as RegistrationStatus) : '';

/** The columns' names: their headers, and each cell's label where a row shows as a card. */
const COLUMN = {
  person: 'Name and email',
  event: 'Event',
  status: 'Status',
  group: 'Diamond Heart group',
  message: 'Message',
  registered: 'Registered',
  actions: 'Actions',
};

/** Narrower than this, the table's rows show as cards: its columns need about 63rem. */
const STACK_BELOW = '66rem';

const Email = styled.a`
  color: ${({ theme }) => theme.color.accent};
  /* Inside a part only when the part alone is wider than the column. */
  overflow-wrap: anywhere;
`;

/**
 * An address that breaks after its "@" when it must, not inside a name or domain. Named by the
 * address itself: browsers read the break as a space.
 */
function EmailLink({ email }: { email: string }) {
  const at = email.lastIndexOf('@') + 1;
  return (
    <Email href={mailLink(email)} aria-label={email}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </Email>
  );
}

/** Wide enough for most addresses on one line, or on two split after the "@". */
const PersonCell = styled.td`
  min-width: 16rem;
`;

const Name = styled.span`
  display: block;
  font-weight: 600;
`;

const LongText = styled.td`
  min-width: 9rem;
  white-space: pre-line;
  overflow-wrap: break-word;
`;

function RegistrationsTable({
  registrations,
  actions,
  onPlace,
  onEdit,
}: {
  registrations: Registration[];
  actions: RowActions<Registration>;
  onPlace: (pending: PendingPlace) => void;
  onEdit: (registration: Registration) => void;
}) {
  return (
    <ContentTable
      label="Registrations"
      stackBelow={STACK_BELOW}
      head={
        <tr>
          {Object.values(COLUMN).map((column) => (
            <th key={column}>{column}</th>
          ))}
        </tr>
      }
    >
      <tbody>
        {registrations.map((registration) => (
          <tr key={registration.id}>
            {/* A card's title, and its buttons at its foot, need no label. */}
            <PersonCell>
              <Name>{registration.name}</Name>
              <EmailLink email={registration.email} />
            </PersonCell>
            <td data-label={COLUMN.event}>{registration.eventTitle}</td>
            <td data-label={COLUMN.status}>
              <RegistrationPlace registration={registration} />
            </td>
            <td data-label={COLUMN.group}>
              {registration.inDiamondHeartGroup
                ? registration.diamondHeartGroupName || 'Yes'
                : 'No'}
            </td>
            <LongText data-label={COLUMN.message}>{registration.additionalMessage || '-'}</LongText>
            <td data-label={COLUMN.registered}>{formatDateTime(registration.createdAt)}</td>
            <td>
              <PeopleRowButtons
                item={registration}
                what={`registration of ${registration.name}`}
                held={registration.held}
                actions={actions}
              >
                {!registration.held && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit registration of ${registration.name}`}
                    onClick={() => onEdit(registration)}
                  >
                    Edit
                  </Button>
                )}
                {placeActionsOf(registration).map((action) => (
                  <Button
                    key={action}
                    variant="secondary"
                    size="sm"
                    aria-label={PLACE_ACTION[action].named(registration.name)}
                    onClick={() => onPlace({ registration, action })}
                  >
                    {PLACE_ACTION[action].button}
                  </Button>
                ))}
              </PeopleRowButtons>
            </td>
          </tr>
        ))}
      </tbody>
    </ContentTable>
  );
}

/**
 * Who registered for what, and their place (confirmed, waitlisted, cancelled): filter by event
 * and status, search by name or email, export as CSV, add or correct one, cancel or promote by
 * hand; and those the spam trap held, for an admin to release a person's.
 */
export function RegistrationsTab() {
  const headingId = useId();
  const location = useLocation();
  const { get, update } = useListParams();
  // The address names the event `event` (`/admin/people/registrations?event=<id>`); the API `eventId`.
  const eventId = readEventId(get(EVENT_PARAM));
  const held = get('held') === 'true' ? 'true' : '';
  const status = readStatus(get('status'));
  const { mutate } = useSWRConfig();
  const [pendingPlace, setPendingPlace] = useState<PendingPlace | null>(null);
  const [working, setWorking] = useState(false);
  const { data } = useSWR<{ events: Event[] }>(eventType.adminPath);
  const events = data?.events ?? [];
  // Deleted events keep their registrations: still listed, and chosen by their title.
  const { data: deleted } = useSWR<{ events: { id: string; title: string }[] }>(
    `${registrationType.adminPath}/deleted-events`,
    { revalidateOnMount: true },
  );
  const deletedEvents = deleted?.events ?? [];
  const chosenEvent = events.find((event) => event.id === eventId);
  const knownEvent =
    !eventId || Boolean(chosenEvent) || deletedEvents.some((event) => event.id === eventId);
  const [messaging, setMessaging] = useState<Event | null>(null);
  const [editing, setEditing] = useState<RegistrantEditing | null>(null);
  // The list's pages and filters, the counts beneath its path, and the events' places left.
  const revalidate = () =>
    revalidateLists(mutate, [registrationType.adminPath, eventType.adminPath]);

  // Opened from an event's count: the link that had focus is gone with the Events tab.
  const cameFromLink = Boolean(
    (location.state as typeof FOCUS_REGISTRATIONS | null)?.focusRegistrations,
  );
  useEffect(() => {
    if (cameFromLink) focusListHeading(headingId);
  }, [cameFromLink, headingId]);

  const changePlace = async () => {
    if (!pendingPlace) return;
    const { registration, action } = pendingPlace;
    setWorking(true);
    try {
      const { message } = await apiFetch<{ message: string }>(
        `${registrationType.adminPath}/${encodeURIComponent(registration.id)}/${action}`,
        { method: 'POST' },
      );
      notifySuccess(message);
      await revalidate();
    } catch (error) {
      // 409: the server says why (no free place, already cancelled).
      notifyFailure(error, `Failed to ${action} registration`);
    } finally {
      setWorking(false);
      setPendingPlace(null);
      focusListHeadingIfLost(headingId);
    }
  };

  return (
    <>
      <PeopleList<Registration>
        type={registrationType}
        headingId={headingId}
        filters={{ eventId, held, status }}
        searchDescription="By name or email"
        filterControls={
          <>
            <Select
              label="Show"
              value={held}
              onChange={(event) => update({ held: event.target.value })}
            >
              <option value="">Registered</option>
              <option value="true">Held</option>
            </Select>
            <Select
              label="Status"
              value={status}
              onChange={(event) => update({ status: event.target.value })}
            >
              <option value="">Any status</option>
              {REGISTRATION_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {REGISTRATION_STATUS_LABEL[value]}
                </option>
              ))}
            </Select>
            <Select
              label="Event"
              value={eventId}
              onChange={(event) => update({ [EVENT_PARAM]: event.target.value })}
            >
              <option value="">All events</option>
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
              {deletedEvents.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title} (deleted)
                </option>
              ))}
              {!knownEvent && <option value={eventId}>The chosen event</option>}
            </Select>
          </>
        }
        actions={
          <>
            <AnchorButton
              href={listKey(`${registrationType.adminPath}/export.csv`, { eventId })}
              download
            >
              {eventId ? 'Export this event as CSV' : 'Export all as CSV'}
            </AnchorButton>
            <Button
              variant="secondary"
              onClick={() => setEditing({ add: true, eventId: chosenEvent?.id ?? '' })}
            >
              Add registration
            </Button>
            {chosenEvent && (
              <Button variant="secondary" onClick={() => setMessaging(chosenEvent)}>
                Message registrants
              </Button>
            )}
          </>
        }
        emptyTitle={
          held
            ? 'No held registrations'
            : eventId
              ? 'No registrations for this event yet'
              : 'No registrations yet'
        }
        emptyDescription={
          held
            ? 'Registrations the spam trap holds appear here for 30 days.'
            : 'People who register for an event on the website appear here.'
        }
        deleteQuestion={(registration) =>
          `Are you sure you want to delete the registration of ${registration.name}?`
        }
        renderTable={(registrations, actions) => (
          <RegistrationsTable
            registrations={registrations}
            actions={actions}
            onPlace={setPendingPlace}
            onEdit={(registration) => setEditing({ add: false, registration })}
          />
        )}
      />
      <ConfirmPlaceDialog
        pending={pendingPlace}
        working={working}
        onDismiss={() => setPendingPlace(null)}
        onConfirm={() => void changePlace()}
      />
      <MessageRegistrantsDialog event={messaging} onClose={() => setMessaging(null)} />
      <RegistrantDialog
        editing={editing}
        events={eventsTakingRegistrations(events)}
        onClose={() => {
          setEditing(null);
          focusListHeadingIfLost(headingId);
        }}
        onSaved={revalidate}
      />
    </>
  );
}
