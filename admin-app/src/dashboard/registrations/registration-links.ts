import { registrationType } from '@da-boulder/contracts';
import { EVENT_PARAM, peoplePath } from '../dashboard-paths';

/** `{ counts: { [eventId]: number } }`, shown in the Events tab. */
export const REGISTRATION_COUNTS_KEY = `${registrationType.adminPath}/counts`;

/**
 * Where the Events tab and the attention strip send an admin to see one event's registrations:
 * `/admin/people/registrations?event=<id>`.
 */
export function registrationsOfEventPath(eventId: string): string {
  return peoplePath('registrations', new URLSearchParams({ [EVENT_PARAM]: eventId }).toString());
}

/** Router state telling the Registrations tab it was opened from a link, so it takes focus. */
export const FOCUS_REGISTRATIONS = { focusRegistrations: true };
