// Beside the entities and the event's contract, which both name it, so neither imports the other.

/** Whether an event goes ahead: only a scheduled one takes registrations. */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What the event page, its card and POST /api/register say of a cancelled or postponed event. */
export const EVENT_STATUS_NOTICES: Record<Exclude<EventStatus, 'scheduled'>, string> = {
  cancelled: 'This event has been cancelled',
  postponed: 'This event has been postponed',
};
