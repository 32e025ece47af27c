// What an event's pages say of whether it goes ahead and takes registrations: beside the entities
// and the event's contract, which both name it, so neither imports the other; and apart from the
// schemas, so a page that shows it loads no validation code.

/** Whether an event goes ahead: only a scheduled one takes registrations. */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What the event page, its card and POST /api/register say of a cancelled or postponed event. */
export const EVENT_STATUS_NOTICES: Record<Exclude<EventStatus, 'scheduled'>, string> = {
  cancelled: 'This event has been cancelled',
  postponed: 'This event has been postponed',
};

/**
 * What the event page, the registration page and POST /api/register say of an event that needs no
 * registration.
 */
export const NO_REGISTRATION_NEEDED = 'No registration needed — just come.';
