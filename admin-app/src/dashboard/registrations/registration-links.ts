import { registrationType } from '@da-boulder/contracts';

/** `{ counts: { [eventId]: number } }`, shown in the Events tab. */
export const REGISTRATION_COUNTS_KEY = `${registrationType.adminPath}/counts`;

/** Where the Events tab sends an admin to see one event's registrations. */
export function registrationsOfEventPath(eventId: string): string {
  return `/admin/registrations?eventId=${encodeURIComponent(eventId)}`;
}

/** Router state telling the Registrations tab it was opened from a link, so it takes focus. */
export const FOCUS_REGISTRATIONS = { focusRegistrations: true };
