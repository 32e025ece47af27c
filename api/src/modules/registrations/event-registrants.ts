import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import type * as v from 'valibot';
import {
  eventDayText,
  type EventMessageSchema,
  type EventStatus,
  type RegistrationStatus,
} from '@da-boulder/contracts';
import { held } from '../../db/filters';
import { eventChangedMail, registrantMessageMail, type EventChange } from '../../mail/messages';
import { enqueueMail, type MailMessage } from '../../mail/outbox';
import { claimEach, releaseClaim } from '../../shared/claim-once';
import { eventCalendarAttachment } from '../calendar/event-attachment';
import { registrantCalendarEventOf } from '../calendar/event-calendar';
import { EventModel, type EventRecord, type UntoldChange } from '../events/events.model';
import { registrationCounts } from './registration-list';
import { registrationEventDetails, toRegistrationDto } from './registrations.dto';
import { RegistrationModel } from './registrations.model';
import { toRegistrant, type RegistrationMailing } from './registrations.service';

/**
 * What mail to an event's registrants needs: its calendar file, each one's cancel link, and where
 * replies go when the event names no registration contact (DEFAULT_REGISTRATION_EMAIL).
 */
export type RegistrantMailing = Pick<
  RegistrationMailing,
  'calendarSite' | 'cancelUrl' | 'defaultRegistrationEmail'
>;

/** People's registrations for the event with one of `statuses`, first come first (none held). */
export const registrationsOf = (eventId: string, statuses: RegistrationStatus[]) =>
  RegistrationModel.find({
    ...held(false),
    eventId,
    status: mongoose.trusted({ $in: statuses }),
  })
    .sort({ createdAt: 1, _id: 1 })
    .lean();

/** How many people hold a place, and wait for one, at the event (from the list's cache). */
export async function registrantCounts(eventId: string) {
  const { counts, waitlisted } = await registrationCounts();
  return { confirmed: counts[eventId] ?? 0, waitlisted: waitlisted[eventId] ?? 0 };
}

/**
 * Queues the messages of those registrations the claim under `key(id)` is new for, in one write.
 * The claim makes each mail once only, however often the request comes, on however many instances;
 * a write that fails gives the claims back, so asking again sends them.
 */
async function mailOnce(
  registrations: Awaited<ReturnType<typeof registrationsOf>>,
  key: (registrationId: string) => string,
  messageOf: (registration: (typeof registrations)[number]) => MailMessage,
): Promise<number> {
  const keys = registrations.map((registration) => key(String(registration._id)));
  const claimed = new Set(await claimEach(keys));
  const mails = registrations.flatMap((registration, index) =>
    claimed.has(keys[index]) ? [{ claim: keys[index], message: messageOf(registration) }] : [],
  );
  if (mails.length === 0) return 0;
  try {
    await enqueueMail(...mails.map(({ message }) => message));
  } catch (error) {
    await Promise.all(mails.map(({ claim }) => releaseClaim(claim)));
    throw error;
  }
  return mails.length;
}

const STATUS_TEXT: Record<EventStatus, string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
};

/** An event's day as a registrant reads it: its date, or its weekly day. */
const dayOf = (event: EventRecord) =>
  event.isRecurring
    ? event.recurrence?.weekday
      ? `Every ${event.recurrence.weekday}`
      : 'Recurring'
    : eventDayText(event);

/** An event's day, time, place and status as a registrant reads them. */
const knownOf = (event: EventRecord): Record<string, string> => ({
  Date: dayOf(event),
  Time: event.time ?? '',
  Location: event.location ?? '',
  Status: STATUS_TEXT[event.status ?? 'scheduled'],
});

/** What a registrant reads of a change: the day, time, place and status that differ. */
function changesOf(was: Record<string, string>, after: EventRecord): EventChange[] {
  const is = knownOf(after);
  return Object.keys(is)
    .filter((label) => was[label] !== is[label])
    .map((label) => ({ label, before: was[label] ?? '', after: is[label] }));
}

/**
 * Gives the registrations of a deleted event its details as they last stood, for the list, its
 * CSV and the door list to name it by (while it lives they read the event itself). After the
 * answer: FerretDB writes each registration on its own, about 0.1 s each, and an event of 500
 * takes a minute. One that fails is told to `failed`, and its registrations keep the details they
 * were made with.
 */
export const keepDeletedEventDetails = (event: EventRecord, failed: (error: unknown) => void) =>
  RegistrationModel.updateMany(
    { eventId: String(event._id) },
    { $set: registrationEventDetails(event) },
  ).catch(failed);

/**
 * Tells each confirmed and waitlisted registrant what changed, when the update was a revision (its
 * day, time, place or status changed; see REVISING_FIELDS): one mail each per change, keyed by the
 * revision it started from and what it says, so a retried or doubled request mails nobody twice.
 * The confirmed get the updated .ics (SEQUENCE grown) to replace the one they imported; the
 * waitlisted were never sent one. Resolves with how many were told.
 *
 * The change is saved before this runs, so a notice that cannot be queued is not lost: the event
 * keeps it as its `untoldChange` (its own small outbox), told by the next save that tells or by
 * tellUntoldChanges' sweep, `deferred` hears why, and they count as told. Only if the event
 * cannot keep it either does this throw.
 */
export async function tellRegistrantsOfChange(
  stored: EventRecord,
  updated: EventRecord,
  mailing: RegistrantMailing,
  { note, deferred }: { note?: string; deferred: (error: unknown) => void },
): Promise<number> {
  const untold = stored.untoldChange;
  // Still untold of an earlier change: they are told from what they knew before it.
  const from: UntoldChange = {
    ...(untold ?? {
      known: knownOf(stored),
      made: knownOf(updated),
      at: new Date(),
      sequence: stored.sequence ?? 0,
    }),
    ...(note ? { note } : {}),
  };
  if ((updated.sequence ?? 0) === from.sequence) return 0;
  const registrations = await registrationsOf(String(updated._id), ['confirmed', 'waitlisted']);
  try {
    return await tellChange(updated, from, registrations, mailing);
  } catch (error) {
    if (registrations.length === 0) throw error;
    // Kept over none, or over the one it started from (the sweep may have told that meanwhile):
    // two failing at once keep the first's, what people knew before.
    const none = { untoldChange: mongoose.trusted({ $exists: false }) };
    await EventModel.updateOne(
      {
        _id: updated._id,
        ...(untold ? { $or: mongoose.trusted([none, { 'untoldChange.at': untold.at }]) } : none),
      },
      { $set: { untoldChange: from } },
    );
    deferred(error);
    return registrations.length;
  }
}

/**
 * Tells the changes whose notices could not be queued when they were saved: a sweep on every
 * instance (the claims mail each person once). One that fails still leaves the others told.
 * Resolves with how many were told.
 */
export async function tellUntoldChanges(mailing: RegistrantMailing): Promise<number> {
  const untold = await EventModel.find(
    { untoldChange: mongoose.trusted({ $exists: true }) },
    { _id: 1 },
  ).lean();
  let told = 0;
  const failures: unknown[] = [];
  for (const { _id } of untold) {
    try {
      // Read again here: a save meanwhile may have told it, or changed the event again.
      const event = await EventModel.findById(_id).lean<EventRecord>();
      if (!event?.untoldChange) continue;
      const registrations = await registrationsOf(String(event._id), ['confirmed', 'waitlisted']);
      told += await tellChange(event, event.untoldChange!, registrations, mailing);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 'some changes are still untold');
  return told;
}

/**
 * The notice of what changed to each of `registrations` not told of it yet, in one write; then
 * the event has no untold change left (unless another was kept meanwhile). Each is told from what
 * they knew: those registered since an untold change, from what it made.
 */
async function tellChange(
  event: EventRecord,
  from: UntoldChange,
  registrations: Awaited<ReturnType<typeof registrationsOf>>,
  mailing: RegistrantMailing,
): Promise<number> {
  const changesFor = new Map<string, EventChange[]>();
  // Only an untold change splits them: with none, everyone listed is told this save's change.
  const since = event.untoldChange ? from.at : undefined;
  for (const registration of registrations) {
    const known = since && registration.createdAt > since ? from.made : from.known;
    const changes = changesOf(known, event);
    if (changes.length > 0) changesFor.set(String(registration._id), changes);
  }
  const told =
    changesFor.size === 0
      ? 0
      : await mailChange(
          event,
          registrations.filter((registration) => changesFor.has(String(registration._id))),
          changesFor,
          from,
          mailing,
        );
  if (event.untoldChange)
    await EventModel.updateOne(
      { _id: event._id, 'untoldChange.at': event.untoldChange.at },
      { $unset: { untoldChange: 1 } },
    );
  return told;
}

/** A short name for what a mail says, for its claim: the same words, the same name. */
const digestOf = (words: unknown) =>
  createHash('sha256').update(JSON.stringify(words)).digest('base64url');

/** The change's notice to each of `registrations`, with what changed for them, in one write. */
function mailChange(
  event: EventRecord,
  registrations: Awaited<ReturnType<typeof registrationsOf>>,
  changesFor: Map<string, EventChange[]>,
  { sequence, note }: UntoldChange,
  { calendarSite, cancelUrl, defaultRegistrationEmail }: RegistrantMailing,
) {
  const eventId = String(event._id);
  const status = event.status ?? 'scheduled';
  // A cancel's note goes with it, not with a later change that set the event going again.
  const told = status === 'scheduled' ? undefined : note;
  // Only the confirmed get it, so it keeps the private meeting link their first copy held.
  const calendar = eventCalendarAttachment(registrantCalendarEventOf(event), calendarSite);
  return mailOnce(
    registrations,
    (id) => `event-change:${eventId}:${sequence}:${digestOf(changesFor.get(id)!)}:${id}`,
    (registration) => {
      const id = String(registration._id);
      const message = toRegistrant(
        eventChangedMail(
          toRegistrationDto(registration, event),
          { status, changes: changesFor.get(id)!, note: told },
          cancelUrl(id),
        ),
        event,
        defaultRegistrationEmail,
      );
      return calendar && registration.status === 'confirmed'
        ? { ...message, attachments: [calendar] }
        : message;
    },
  );
}

/**
 * An administrator's message, one mail per confirmed (and, if asked, waitlisted) registration.
 * The same words to the same event go once to each person: a repeat (a retry, a double click)
 * mails only those registered since. Resolves with how many were mailed.
 */
export async function messageRegistrants(
  event: EventRecord,
  { subject, body, includeWaitlisted }: v.InferOutput<typeof EventMessageSchema>,
  { defaultRegistrationEmail }: Pick<RegistrantMailing, 'defaultRegistrationEmail'>,
): Promise<number> {
  const eventId = String(event._id);
  const words = digestOf([subject, body]);
  return mailOnce(
    await registrationsOf(eventId, includeWaitlisted ? ['confirmed', 'waitlisted'] : ['confirmed']),
    (id) => `event-message:${eventId}:${words}:${id}`,
    (registration) =>
      toRegistrant(
        registrantMessageMail(toRegistrationDto(registration, event), { subject, body }),
        event,
        defaultRegistrationEmail,
      ),
  );
}
