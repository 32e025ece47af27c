import { isValidObjectId, type Types } from 'mongoose';
import type * as v from 'valibot';
import {
  eventDayText,
  NO_REGISTRATION_NEEDED,
  type RegistrationRequestSchema,
} from '../../contracts';
import { byIdOr404 } from '../../db/find-or-404';
import { badRequest } from '../../errors/http-error';
import { notifyChapter } from '../../mail/mail-policy';
import {
  registrationConfirmationMail,
  registrationNoticeMail,
  type RegistrationDetails,
} from '../../mail/messages';
import { enqueueMail, type MailMessage } from '../../mail/outbox';
import { takeHeld } from '../../shared/admin-list';
import { eventCalendarAttachment } from '../calendar/event-attachment';
import { calendarEventOf, type CalendarSite } from '../calendar/event-calendar';
import { EventModel, type EventRecord } from '../events/events.model';
import { toRegistrationDto } from './registrations.dto';
import { RegistrationModel, type RegistrationRecord } from './registrations.model';

type RegistrationRequest = Omit<
  v.InferOutput<typeof RegistrationRequestSchema>,
  'website' | 'fillMs' | 'formIssuedAt'
>;

interface RegistrationMailing {
  defaultRegistrationEmail: string;
  calendarSite?: CalendarSite;
  /** How the confirmation to the registrant is queued. */
  mailVisitor: (message: MailMessage) => Promise<unknown>;
}

/**
 * Queues the notice to the event's registration contacts (the default address when the event
 * has none or is gone) and the confirmation to the registrant, with the event's .ics when
 * `calendarSite` is given and the event has a schedule.
 */
async function mailRegistration(
  details: RegistrationDetails,
  event: EventRecord | null,
  { defaultRegistrationEmail, calendarSite, mailVisitor }: RegistrationMailing,
): Promise<void> {
  await notifyChapter(
    registrationNoticeMail(event?.registrationEmail ?? '', defaultRegistrationEmail, details),
  );
  const calendar =
    event && calendarSite && eventCalendarAttachment(calendarEventOf(event), calendarSite);
  await mailVisitor({
    ...registrationConfirmationMail(details),
    ...(calendar ? { attachments: [calendar] } : {}),
  });
}

/**
 * Stores the registration with the event's details copied from the stored event (whatever the
 * client sent about the event is ignored), then queues its mails; the confirmation goes through
 * `mailVisitor` (the visitor mail caps, for the request's client). One the spam trap caught is
 * stored held and mailed to nobody until an admin releases it.
 */
export async function register(
  input: RegistrationRequest,
  { spam, ...mailing }: RegistrationMailing & { spam: boolean },
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
      : eventDayText({ month: event.month, date: event.date, year: event.year ?? undefined }),
    eventTime: event.time ?? '',
    eventLocation: event.location ?? '',
    eventFacilitator: event.facilitator ?? '',
  };
  const registration = await RegistrationModel.create({
    ...details,
    eventId: String(event._id),
    spam,
  });
  if (!spam) await mailRegistration(details, event, mailing);
  return toRegistrationDto(registration.toObject());
}

/**
 * Makes a held registration a person's and sends the mails it would have sent, with the
 * details it was stored with. False when it is not held (or gone): only the one request that
 * changes it from held mails, however many arrive at once.
 */
export async function releaseRegistration(
  id: Types.ObjectId,
  mailing: Omit<RegistrationMailing, 'mailVisitor'>,
): Promise<boolean> {
  const held = await takeHeld<RegistrationRecord>(RegistrationModel, id);
  if (!held) return false;
  const event = isValidObjectId(held.eventId)
    ? await EventModel.findById(held.eventId).lean<EventRecord>()
    : null;
  await mailRegistration(
    toRegistrationDto(held),
    event,
    // The admin chose to send it: the caps on what visitors can set off do not apply.
    { ...mailing, mailVisitor: enqueueMail },
  );
  return true;
}
