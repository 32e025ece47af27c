export const REGISTRATIONS_PATH = '/api/cms/registrations';

/** `{ counts: { [eventId]: number } }`, shown in the Events tab. */
export const REGISTRATION_COUNTS_KEY = `${REGISTRATIONS_PATH}/counts`;

/** Where the Events tab sends an admin to see one event's registrations. */
export function registrationsOfEventPath(eventId: string): string {
  return `/admin/registrations?eventId=${encodeURIComponent(eventId)}`;
}

/** Router state telling the Registrations tab it was opened from a link, so it takes focus. */
export const FOCUS_REGISTRATIONS = { focusRegistrations: true };
