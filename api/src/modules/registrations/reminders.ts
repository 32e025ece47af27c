import mongoose from 'mongoose';
import type { ApiConfig } from '../../config/env';
import { nextOccurrence } from '@da-boulder/contracts';
import { held } from '../../db/filters';
import { reminderMail } from '../../mail/messages';
import { enqueueMail } from '../../mail/outbox';
import { doOnce } from '../../shared/claim-once';
import { calendarSiteOf } from '../calendar/event-calendar';
import { toEventDto } from '../events/events.dto';
import { EventModel } from '../events/events.model';
import { cancelLinks } from './cancel-links';
import { toRegistrationDto } from './registrations.dto';
import { RegistrationModel } from './registrations.model';
import { confirmedMail } from './registrations.service';

/** How long before an event starts its confirmed registrants are reminded. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/**
 * Queues the reminder of every confirmed registration whose event starts within the next 24
 * hours, made before those 24 hours began: once per registration, however many API instances
 * sweep at once (the claim under the registration's id decides), with the meeting link and the
 * registrant's .ics. Resolves with how many were queued.
 */
export async function sendReminders(
  config: Pick<
    ApiConfig,
    'siteUrl' | 'contactEmail' | 'defaultRegistrationEmail' | 'sessionSecret'
  >,
): Promise<number> {
  const now = new Date();
  const calendarSite = calendarSiteOf(config);
  const { url: cancelUrl } = cancelLinks(config);
  // A cancelled or postponed event is not coming up: its registrants were told so.
  const events = await EventModel.find({
    registrationNeeded: mongoose.trusted({ $ne: false }),
    status: mongoose.trusted({ $nin: ['cancelled', 'postponed'] }),
  })
    .lean()
    .exec();
  let queued = 0;
  for (const event of events) {
    const schedule = toEventDto(event, new Map(), new Map()).schedule;
    const next = schedule ? nextOccurrence(schedule, now) : null;
    if (!next || next.start <= now || next.start.getTime() - now.getTime() > REMINDER_LEAD_MS)
      continue;
    const registrations = await RegistrationModel.find({
      ...held(false),
      eventId: String(event._id),
      status: 'confirmed',
    }).lean();
    // Registered within the day before: their confirmation, with all it says, is hours old.
    const windowOpened = next.start.getTime() - REMINDER_LEAD_MS;
    for (const registration of registrations) {
      if (registration.createdAt.getTime() > windowOpened) continue;
      const registrant = toRegistrationDto(registration, event);
      const url = cancelUrl(String(registration._id));
      // One reminder each, however many instances sweep; a failed write is tried next sweep.
      const mailed = await doOnce(`reminder:${String(registration._id)}`, () =>
        enqueueMail(
          confirmedMail(
            (meetingLink) => reminderMail(registrant, { meetingLink, cancelUrl: url }),
            event,
            { calendarSite, defaultRegistrationEmail: config.defaultRegistrationEmail },
          ),
        ),
      );
      if (mailed) queued++;
    }
  }
  return queued;
}
