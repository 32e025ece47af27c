import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { eventType, type Event } from '@da-boulder/contracts';
import { OPENS_IN_NEW_TAB, truncate } from '@da-boulder/shared-ui';
import { ContentTable } from '../../features/content-table/content-table';
import { ColumnCell } from '../../features/content-table/content-type-table';
import type { PlainAdminView } from '../../features/crud/admin-content-type';
import { draftActionsOf, RowActions } from '../../features/content-table/row-actions';
import type { RowHandlers } from '../../features/crud/crud-tab';
import { countLabel } from '../../features/people-list/count-label';
import { FOCUS_REGISTRATIONS, registrationsOfEventPath } from '../registrations/registration-links';

const Handle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.inkMuted};
  cursor: grab;
  touch-action: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Row = styled.tr<{ $dragging: boolean }>`
  position: relative;
  background: ${({ theme, $dragging }) => ($dragging ? theme.color.sand : theme.color.surface)};
  box-shadow: ${({ theme, $dragging }) => ($dragging ? theme.shadow.raised : 'none')};
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
`;

const HiddenLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

function GripIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      {[3, 8, 13].flatMap((y) =>
        [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />),
      )}
    </svg>
  );
}

const CountLink = styled(Link)`
  display: inline-block;
  min-width: 2rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.accent};
`;

const Waiting = styled.span`
  display: block;
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: nowrap;
`;

/** An event's registration counts, as the API's `/counts` gives them per event. */
interface EventRegistrationCounts {
  confirmed: number;
  waitlisted: number;
}

/**
 * An event's confirmed registrations, of its capacity when it has one ("3/20"), and its waitlist
 * when anyone waits ("2 waiting"), linking to its registrations; blank while counts load.
 */
function RegistrationCount({
  event,
  counts,
}: {
  event: Event;
  counts: EventRegistrationCounts | undefined;
}) {
  if (counts === undefined) return null;
  const { confirmed, waitlisted } = counts;
  const capacity = event.capacity ?? null;
  const waiting = waitlisted > 0 ? `, ${waitlisted} on the waitlist` : '';
  return (
    <CountLink
      to={registrationsOfEventPath(event.id)}
      state={FOCUS_REGISTRATIONS}
      aria-label={`${
        capacity === null
          ? countLabel(confirmed, { one: 'registration', other: 'registrations' })
          : `${confirmed} of ${capacity} places confirmed`
      }${waiting} for ${event.title}`}
    >
      {capacity === null ? confirmed : `${confirmed}/${capacity}`}
      {waitlisted > 0 && <Waiting>{`+${waitlisted} waiting`}</Waiting>}
    </CountLink>
  );
}

// The definition's columns, read from the events the API answers.
const { columns, itemLabel }: PlainAdminView = eventType.admin;

function SortableEventRow({
  event,
  handlers,
  registrationCounts,
}: {
  event: Event;
  handlers: RowHandlers<Event>;
  registrationCounts: EventRegistrationCounts | undefined;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: event.id });
  return (
    <Row
      ref={setNodeRef}
      $dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <td>
        <Handle
          ref={setActivatorNodeRef}
          type="button"
          aria-label={`Reorder ${event.title}`}
          {...attributes}
          {...listeners}
        >
          <GripIcon />
        </Handle>
      </td>
      {columns.map((column) => (
        <td key={column.header}>
          <ColumnCell column={column} item={event} />
        </td>
      ))}
      <td>
        <RegistrationCount event={event} counts={registrationCounts} />{' '}
        {/* The API's printable page, in a tab of its own, to print for the door. */}
        <a
          href={`${eventType.adminPath}/${encodeURIComponent(event.id)}/check-in`}
          target="_blank"
          rel="noopener"
          aria-label={`Check-in list for ${event.title} ${OPENS_IN_NEW_TAB}`}
        >
          Check-in list
        </a>
      </td>
      <td>
        <RowActions
          itemLabel={itemLabel(event, truncate)}
          onEdit={() => handlers.edit(event)}
          onDelete={() => handlers.remove(event)}
          draft={draftActionsOf(event, handlers)}
        />
      </td>
    </Row>
  );
}

export interface EventsTableProps {
  events: Event[];
  handlers: RowHandlers<Event>;
  onReorder: (events: Event[]) => void;
  /** Confirmed and waitlisted per event id; absent while they load (or could not be read). */
  registrationCounts?: { counts: Record<string, number>; waitlisted: Record<string, number> };
}

/** The events in their public order; rows move by dragging the handle or from the keyboard. */
export function EventsTable({ events, handlers, onReorder, registrationCounts }: EventsTableProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: UniqueIdentifier) => events.find((event) => event.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) => events.findIndex((event) => event.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)} of ${events.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over position ${positionOf(over.id)} of ${events.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${events.length}.`
        : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = events.findIndex((event) => event.id === active.id);
    const to = events.findIndex((event) => event.id === over.id);
    onReorder(arrayMove(events, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move an event, press Space or Enter, use the up and down arrow keys, then press Space or Enter again to drop it, or Escape to cancel.',
        },
      }}
    >
      <ContentTable
        label="Events"
        head={
          <tr>
            <th>
              <HiddenLabel>Order</HiddenLabel>
            </th>
            {columns.map((column) => (
              <th key={column.header}>{column.header}</th>
            ))}
            <th>Registrations</th>
            <th>Actions</th>
          </tr>
        }
      >
        <SortableContext
          items={events.map((event) => event.id)}
          strategy={verticalListSortingStrategy}
        >
          <tbody>
            {events.map((event) => (
              <SortableEventRow
                key={event.id}
                event={event}
                handlers={handlers}
                registrationCounts={
                  registrationCounts && {
                    confirmed: registrationCounts.counts[event.id] ?? 0,
                    waitlisted: registrationCounts.waitlisted[event.id] ?? 0,
                  }
                }
              />
            ))}
          </tbody>
        </SortableContext>
      </ContentTable>
    </DndContext>
  );
}
