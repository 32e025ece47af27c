import type { Event, RegistrationInput, RegistrationStatus } from '@da-boulder/contracts';
import { apiFetch } from '@da-boulder/shared-ui';

/**
 * POST /api/register. The event* copy fields of SPEC §3 travel along for completeness; the
 * server ignores them and copies the stored event's values. `status`: a place, or the waitlist.
 */
export function registerForEvent(event: Event, values: RegistrationInput) {
  return apiFetch<{ message: string; status: RegistrationStatus }>('/api/register', {
    method: 'POST',
    body: {
      ...values,
      diamondHeartGroupName: values.inDiamondHeartGroup ? values.diamondHeartGroupName : '',
      eventId: event.id,
      eventTitle: event.title,
      eventDate: event.isRecurring ? 'Ongoing' : `${event.month} ${event.date}`,
      eventTime: event.time,
      eventLocation: event.location,
      eventFacilitator: event.facilitator,
    },
  });
}
