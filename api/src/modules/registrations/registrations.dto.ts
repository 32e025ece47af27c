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
