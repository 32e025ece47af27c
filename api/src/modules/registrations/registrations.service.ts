import * as v from 'valibot';
import { NO_REGISTRATION_NEEDED, type RegistrationRequestSchema } from '../../contracts';
import { byIdOr404 } from '../../db/find-or-404';
import { badRequest } from '../../errors/http-error';
import { notifyChapter } from '../../mail/mail-policy';
import { registrationConfirmationMail, registrationNoticeMail } from '../../mail/messages';
import type { MailMessage } from '../../mail/outbox';
import { eventCalendarAttachment } from '../calendar/event-attachment';
import { calendarEventOf, type CalendarSite } from '../calendar/event-calendar';
import { EventModel } from '../events/events.model';
import { toRegistrationDto } from './registrations.dto';
import { RegistrationModel } from './registrations.model';

type RegistrationRequest = Omit<
  v.InferOutput<typeof RegistrationRequestSchema>,
  'website' | 'fillMs'
>;

/**
 * Stores the registration with the event's details copied from the stored event (whatever the
 * client sent about the event is ignored), then queues the notice and the confirmation; one the
 * spam trap caught is stored marked as spam and mailed to nobody. The confirmation carries the
 * event's .ics when `calendarSite` is given and the event has a schedule, and goes through
 * `mailVisitor` (the visitor mail caps, for the request's client).
 */
export async function register(
  input: RegistrationRequest,
  defaultRegistrationEmail: string,
  {
    spam,
    calendarSite,
    mailVisitor,
  }: {
    spam: boolean;
    calendarSite?: CalendarSite;
    mailVisitor: (message: MailMessage) => Promise<boolean>;
  },
) {
  const event = await byIdOr404(input.eventId, 'Event', (id) => EventModel.findById(id).lean());
  if (event.registrationNeeded === false) throw badRequest(NO_REGISTRATION_NEEDED);
  const details = {
    name: input.name,
    email: input.email,
    inDiamondHeartGroup: input.inDiamondHeartGroup,
    diamondHeartGroupName: input.inDiamondHeartGroup ? input.diamondHeartGroupName : '',
    additionalMessage: input.additionalMessage,
    eventTitle: event.title,
    eventDate: event.isRecurring
      ? `Ongoing${event.time ? ` (${event.time})` : ''}`
      : [event.month, event.date, event.year].filter(Boolean).join(' '),
    eventTime: event.time ?? '',
    eventLocation: event.location ?? '',
    eventFacilitator: event.facilitator ?? '',
  };
  const registration = await RegistrationModel.create({
    ...details,
    eventId: String(event._id),
    spam,
  });
  if (!spam) {
    await notifyChapter(
      registrationNoticeMail(event.registrationEmail ?? '', defaultRegistrationEmail, details),
    );
    const calendar = calendarSite && eventCalendarAttachment(calendarEventOf(event), calendarSite);
    await mailVisitor({
      ...registrationConfirmationMail(details),
      ...(calendar ? { attachments: [calendar] } : {}),
    });
  }
  return toRegistrationDto(registration.toObject());
}
