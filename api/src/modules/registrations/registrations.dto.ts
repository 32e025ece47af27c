import type { Registration } from '@da-boulder/contracts';
import type { RegistrationRecord } from './registrations.model';

export function toRegistrationDto(registration: RegistrationRecord) {
  return {
    id: String(registration._id),
    eventId: registration.eventId,
    name: registration.name,
    email: registration.email,
    inDiamondHeartGroup: Boolean(registration.inDiamondHeartGroup),
    diamondHeartGroupName: registration.diamondHeartGroupName ?? '',
    additionalMessage: registration.additionalMessage ?? '',
    eventTitle: registration.eventTitle ?? '',
    eventDate: registration.eventDate ?? '',
    eventTime: registration.eventTime ?? '',
    eventLocation: registration.eventLocation ?? '',
    eventFacilitator: registration.eventFacilitator ?? '',
  };
}

/** What administrators read of a registration (the event's details beyond its title aside). */
export function toAdminRegistrationDto(registration: RegistrationRecord): Registration {
  return {
    id: String(registration._id),
    eventId: registration.eventId,
    eventTitle: registration.eventTitle ?? '',
    eventStatus: registration.eventStatus ?? 'scheduled',
    status: registration.status ?? 'confirmed',
    name: registration.name,
    email: registration.email,
    inDiamondHeartGroup: Boolean(registration.inDiamondHeartGroup),
    diamondHeartGroupName: registration.diamondHeartGroupName ?? '',
    additionalMessage: registration.additionalMessage ?? '',
    held: Boolean(registration.spam),
    createdAt: registration.createdAt.toISOString(),
  };
}
