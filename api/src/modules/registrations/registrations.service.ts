import mongoose, { isValidObjectId, Types } from 'mongoose';
import type * as v from 'valibot';
import {
  EVENT_STARTED,
  EVENT_STATUS_NOTICES,
  hasStarted,
  NO_REGISTRATION_NEEDED,
  type CancelLinkRegistration,
  type RegistrationRequestSchema,
  type RegistrationSchema,
  type RegistrationStatus,
} from '@da-boulder/contracts';
import { PUBLISHED_ONLY } from '../../content/drafts';
import { isDuplicateKey } from '../../db/duplicate-key';
import { insertFromVisitor, othersTold } from '../../db/list-version';
import { byIdOr404 } from '../../db/find-or-404';
import { held } from '../../db/filters';
import { badRequest, conflict, HttpError, notFound } from '../../errors/http-error';
import { chapterNotice } from '../../mail/mail-policy';
import {
  alreadyRegisteredMail,
  cancelledByAdminMail,
  placeOpenedMail,
  registrationConfirmationMail,
  registrationNoticeMail,
  registrationContacts,
  waitlistMail,
  type RegistrationNews,
  type RegistrationDetails,
} from '../../mail/messages';
import { enqueueMail, storeWithMail, type MailMessage } from '../../mail/outbox';
import { takeHeld } from '../../shared/admin-list';
import { doOnce } from '../../shared/claim-once';
import { eventCalendarAttachment } from '../calendar/event-attachment';
import { registrantCalendarEventOf, type CalendarSite } from '../calendar/event-calendar';
import { calendarFields } from '../events/events.dto';
import { EventModel, type EventRecord } from '../events/events.model';
import { freePlace, hasFreePlace, holdsSettledPlace, takePlace } from './places';
import { registrationCounts } from './registration-list';
import { registrationEventDetails, toRegistrationDto } from './registrations.dto';
import { attendeeKey, RegistrationModel, type RegistrationRecord } from './registrations.model';

/** The person's part of a registration, as the form and an admin's correction give it. */
type RegistrationFields = v.InferOutput<typeof RegistrationSchema>;

type RegistrationRequest = Omit<
  v.InferOutput<typeof RegistrationRequestSchema>,
  'website' | 'formIssuedAt'
>;

/** What the mails to registrants and the places of events need, besides the request. */
export interface RegistrationMailing {
  defaultRegistrationEmail: string;
  calendarSite: CalendarSite;
  /** The cancel link of a registration, for every mail to its person. */
  cancelUrl: (registrationId: string) => string;
  /** Told when an event with a capacity gains or loses a confirmed place (its public count). */
  placesChanged: () => Promise<unknown>;
}

/** A registration's details and id, as the mails about it read them. */
type Registrant = RegistrationDetails & { id: string };

const WAITLISTED = 'The event is full, so you are on its waitlist. Check your email for details.';
/** SPEC §8's text for a confirmed place; a waitlisted one says so instead. */
const messageOf = (status: RegistrationStatus) =>
  status === 'waitlisted'
    ? WAITLISTED
    : 'You have been registered for the event. Check your email for confirmation.';

/**
 * A mail to a registrant: replies go where the chapter's notices of the event's registrations
 * went (registrationContacts).
 */
export const toRegistrant = (
  message: MailMessage,
  event: EventRecord | null,
  defaultRegistrationEmail: string,
): MailMessage => ({
  ...message,
  replyTo: registrationContacts(event?.registrationEmail ?? '', defaultRegistrationEmail).join(
    ', ',
  ),
});

/**
 * A mail to a registrant with a confirmed place, built with the event's private meeting link,
 * which its .ics holds too (attached when the event has a schedule).
 */
export function confirmedMail(
  build: (meetingLink: string) => MailMessage,
  event: EventRecord | null,
  {
    calendarSite,
    defaultRegistrationEmail,
  }: Pick<RegistrationMailing, 'calendarSite' | 'defaultRegistrationEmail'>,
): MailMessage {
  const message = toRegistrant(build(event?.meetingLink ?? ''), event, defaultRegistrationEmail);
  const calendar = event && eventCalendarAttachment(registrantCalendarEventOf(event), calendarSite);
  return calendar ? { ...message, attachments: [calendar] } : message;
}

/**
 * The mails a registration owes: the notice to the event's registration contacts (the default
 * address when the event has none or is gone; past the hour's share, the hour's digest or
 * nothing), and the registrant's confirmation (with the event's .ics and meeting link) or, when
 * the event was full, the note that they are on its waitlist. The registrant's own mail is never
 * held back by a cap: one registration per person and event bounds it.
 */
async function registrationMails(
  registrant: Registrant,
  status: RegistrationStatus,
  event: EventRecord | null,
  mailing: RegistrationMailing,
): Promise<MailMessage[]> {
  return [
    ...(await chapterNoticeOf(
      registrant,
      event,
      mailing,
      status === 'waitlisted' ? 'waitlisted' : 'registered',
    )),
    registrantMailOf(registrant, status, event, mailing),
  ];
}

/** The registrant's own mail: the confirmation, or the note that they are on the waitlist. */
function registrantMailOf(
  registrant: Registrant,
  status: RegistrationStatus,
  event: EventRecord | null,
  mailing: RegistrationMailing,
): MailMessage {
  const url = mailing.cancelUrl(registrant.id);
  return status === 'waitlisted'
    ? toRegistrant(waitlistMail(registrant, url), event, mailing.defaultRegistrationEmail)
    : confirmedMail(
        (meetingLink) => registrationConfirmationMail(registrant, url, meetingLink),
        event,
        mailing,
      );
}

/** What a registration keeps of the person: the group's name only when they are in one. */
const personOf = (input: RegistrationFields) => ({
  name: input.name,
  email: input.email,
  inDiamondHeartGroup: input.inDiamondHeartGroup,
  diamondHeartGroupName: input.inDiamondHeartGroup ? input.diamondHeartGroupName : '',
  additionalMessage: input.additionalMessage,
});

/** Whether the event's registration has closed: it has begun (in Denver). */
const started = (event: EventRecord) => hasStarted(calendarFields(event).schedule);

/** The status of a cancelled or postponed event (it takes no registrations), else null. */
export const closedStatusOf = (event: EventRecord) =>
  event.status === 'cancelled' || event.status === 'postponed' ? event.status : null;

/**
 * A place for a new registration: confirmed while the event has room, else waitlisted. An event
 * without a capacity always has room.
 */
async function placeOf(event: EventRecord, registrationId: string): Promise<RegistrationStatus> {
  if (event.capacity == null) return 'confirmed';
  const place = await takePlace({ ...event, capacity: event.capacity }, registrationId, {
    newcomer: true,
  });
  return place === 'full' ? 'waitlisted' : 'confirmed';
}

/** What a new registration would be at this moment, without taking a place. */
const statusNow = async (event: EventRecord): Promise<RegistrationStatus> =>
  (await hasFreePlace(event)) ? 'confirmed' : 'waitlisted';

/**
 * Stores the registration with the event's details copied from the stored event (whatever the
 * client sent about the event is ignored), confirmed or, when the event is full, waitlisted,
 * together with its mails (storeWithMail): a stored registration has its mails queued, whatever
 * fails after. Refused once the event has started.
 *
 * One person (one mailbox, however the address is written) has one registration per event: the
 * unique `attendee` key turns a second one away, however many arrive at once. A second one
 * answers exactly as a new one would at that moment, status included, so the answer never tells
 * who is registered; it stores nothing, and the address's owner hears of it once at most.
 *
 * One the spam trap caught is stored held and mailed to nobody until an admin releases it.
 *
 * What it asks of the database: the event, the place (an event with a capacity), the mails and
 * the registration; the chapter's notice share. Telling other instances, the places left and
 * the outbox worker follow the answer.
 */
export async function register(
  input: RegistrationRequest,
  { spam, byHand, ...mailing }: RegistrationMailing & { spam: boolean; byHand?: ByHand },
) {
  // A draft takes no registration: to visitors it is not there.
  const event = await byIdOr404(input.eventId, 'Event', (id) =>
    EventModel.findOne({ _id: id, ...PUBLISHED_ONLY }).lean(),
  );
  if (event.registrationNeeded === false) throw badRequest(NO_REGISTRATION_NEEDED);
  if (!byHand && started(event)) throw badRequest(EVENT_STARTED);
  const closed = closedStatusOf(event);
  if (closed) throw badRequest(`${EVENT_STATUS_NOTICES[closed]}: registration is closed.`);
  const eventId = String(event._id);
  const details = { ...personOf(input), ...registrationEventDetails(event) };
  const answer = (status: RegistrationStatus) => ({
    registration: { eventId, ...details },
    status,
    message: messageOf(status),
  });
  const _id = new Types.ObjectId();
  const id = String(_id);

  if (spam) {
    // Answered as a person's would be, place and all; it takes none.
    const status = await statusNow(event);
    await insertFromVisitor(RegistrationModel, { _id, ...details, eventId, spam, status });
    return answer(status);
  }

  const status = await placeOf(event, id);
  const attendee = attendeeKey(eventId, input.email);
  const registrant = { ...details, id };
  try {
    await storeWithMail(
      byHand
        ? byHand.mail
          ? [registrantMailOf(registrant, status, event, mailing)]
          : []
        : await registrationMails(registrant, status, event, mailing),
      { collectionName: RegistrationModel.collection.collectionName, recordId: _id },
      () => insertFromVisitor(RegistrationModel, { _id, ...details, eventId, status, attendee }),
    );
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    // Registered already (or the same person's other request was stored first): this one's
    // place goes back, and the answer is a new registration's (an admin is told).
    if (await freePlace(id)) await fillPlaces(event, mailing);
    if (byHand) throw conflict(ALREADY_REGISTERED);
    const first = await RegistrationModel.findOne({ attendee }).lean();
    if (first) await noteRegisteredAgain(first, event, mailing);
    return answer(await statusNow(event));
  }
  // After the answer: the registration is stored. The pages are told once other instances, which
  // count places from their lists, can hear of it. Should it fail, the next change of places
  // tells them (a content version is only ever raised).
  if (status === 'confirmed' && event.capacity != null)
    void othersTold(RegistrationModel.collection.collectionName)
      .catch(() => undefined)
      .then(() => mailing.placesChanged())
      .catch(() => undefined);
  return answer(status);
}

/**
 * A registration an administrator adds by hand (a phone booking, a walk-in): the place rules of a
 * visitor's, even once the event has begun, never held, the chapter not told (it did this), the
 * person mailed their confirmation or waitlist note only when asked. The same person twice: 409.
 */
interface ByHand {
  mail: boolean;
}

const ALREADY_REGISTERED = 'This address is already registered for this event';

/**
 * An administrator's correction of a registration's person (a typo in the address, a name): a
 * live one's key follows the address, so the same person cannot then be there twice (409).
 */
export async function correctRegistration(id: Types.ObjectId, input: RegistrationFields) {
  const stored = await RegistrationModel.findById(id).lean();
  if (!stored) throw notFound('Registration not found');
  const live = !stored.spam && stored.status !== 'cancelled';
  const attendee = live ? attendeeKey(stored.eventId, input.email) : stored.attendee;
  const changes = { ...personOf(input), attendee };
  try {
    await RegistrationModel.updateOne({ _id: id }, { $set: changes });
  } catch (error) {
    if (live && (await attendeeTaken(error, attendee, id))) throw conflict(ALREADY_REGISTERED);
    throw error;
  }
  return { ...stored, ...changes };
}

/**
 * Whether an update of registration `id` failed because another registration holds `attendee`.
 * FerretDB reports a key an update would take twice as an internal error, not 11000: after a
 * failure, the key another registration holds says why.
 */
const attendeeTaken = async (error: unknown, attendee: string, id: Types.ObjectId) =>
  isDuplicateKey(error) ||
  (await RegistrationModel.exists({ attendee, _id: mongoose.trusted({ $ne: id }) })) !== null;

/**
 * Once per registration at most, a note to the owner of a registration made again that nothing
 * changed, with what a confirmation carries (a confirmed place's meeting link and calendar), so a
 * person whose first answer was lost still has them.
 */
async function noteRegisteredAgain(
  existing: RegistrationRecord,
  event: EventRecord,
  mailing: RegistrationMailing,
): Promise<void> {
  // Keyed by the registration, not its attendee key: a claim must never hold an address.
  await doOnce(`registered-again:${String(existing._id)}`, async () => {
    const waitlisted = existing.status === 'waitlisted';
    const registrant = toRegistrationDto(existing, event);
    const url = mailing.cancelUrl(String(existing._id));
    await enqueueMail(
      waitlisted
        ? toRegistrant(
            alreadyRegisteredMail(registrant, true, url),
            event,
            mailing.defaultRegistrationEmail,
          )
        : confirmedMail(
            (meetingLink) => alreadyRegisteredMail(registrant, false, url, meetingLink),
            event,
            mailing,
          ),
    );
  });
}

/**
 * Gives the event's free places to the people on its waitlist, first come first, each mailed
 * once that they now have a place. Not once the event has started, nor while it is cancelled or
 * postponed.
 */
export async function fillPlaces(event: EventRecord, mailing: RegistrationMailing): Promise<void> {
  if (started(event) || closedStatusOf(event)) return;
  // Nobody waiting, by the list's cache: FerretDB would read every registration to say so.
  if (!(await registrationCounts()).waitlisted[String(event._id)]) return;
  const { capacity } = event;
  const waiting = await RegistrationModel.find({
    ...held(false),
    eventId: String(event._id),
    status: 'waitlisted',
  })
    .sort({ createdAt: 1, _id: 1 })
    // No capacity (an admin removed it): everyone waiting has a place.
    .limit(capacity ?? 0)
    .lean();
  for (const registration of waiting) {
    const id = String(registration._id);
    if (capacity != null) {
      const place = await takePlace({ ...event, capacity }, id);
      if (place === 'full') break;
      // 'held': another request is promoting this person, and mails them; or, their place a
      // minute old, one failed to, and this one does.
      if (place === 'held' && !(await holdsSettledPlace(id))) continue;
    }
    await confirmFromWaitlist(registration, event, mailing);
  }
}

/**
 * Hands on the places nobody holds to the people waiting, at every event with a waitlist. A place
 * taken for a registration whose write then failed is free once settled (places.ts), and no cancel
 * would ever pass it on. Every instance sweeps; the place's insert decides who has it.
 */
export async function fillWaitlists(mailing: RegistrationMailing): Promise<void> {
  const eventIds = Object.keys((await registrationCounts()).waitlisted);
  const events = await EventModel.find({
    _id: mongoose.trusted({ $in: eventIds.filter((id) => isValidObjectId(id)) }),
  }).lean<EventRecord[]>();
  for (const event of events) await fillPlaces(event, mailing);
}

/**
 * A waitlisted person who took a place: confirmed, the person mailed their place (with the meeting
 * link), the chapter told, then the public count. False, the place given back, when they no
 * longer wait.
 */
async function confirmFromWaitlist(
  registration: RegistrationRecord,
  event: EventRecord,
  mailing: RegistrationMailing,
): Promise<boolean> {
  const id = String(registration._id);
  // Only while they wait: one who cancelled, or was forgotten, meanwhile gives the place back.
  const moved = await RegistrationModel.updateOne(
    { _id: registration._id, status: 'waitlisted' },
    { $set: { status: 'confirmed' } },
  );
  if (moved.matchedCount === 0) {
    await freePlace(id);
    return false;
  }
  const registrant = toRegistrationDto(registration, event);
  await enqueueMail(
    confirmedMail(
      (meetingLink) => placeOpenedMail(registrant, mailing.cancelUrl(id), meetingLink),
      event,
      mailing,
    ),
    ...(await chapterNoticeOf(registrant, event, mailing, 'promoted from the waitlist')),
  );
  await mailing.placesChanged();
  return true;
}

/** The chapter's notice of a registration's `news` (chapterNotice: within the hour's share). */
const chapterNoticeOf = (
  registrant: RegistrationDetails,
  event: EventRecord | null,
  { defaultRegistrationEmail }: Pick<RegistrationMailing, 'defaultRegistrationEmail'>,
  news: RegistrationNews,
) =>
  chapterNotice(
    registrationNoticeMail(
      event?.registrationEmail ?? '',
      defaultRegistrationEmail,
      registrant,
      news,
    ),
  );

const gone = (message: string) => new HttpError(410, message);
export const ALREADY_CANCELLED = 'This registration is already cancelled.';

/**
 * Cancels a registration: its place (if confirmed) goes to the first on the waitlist. Only the one
 * call that claims it acts, however many arrive at once; false for the others and for one
 * already cancelled.
 */
async function cancel(
  registration: RegistrationRecord,
  mailing: RegistrationMailing,
  by: 'person' | 'admin',
) {
  if (registration.status === 'cancelled') return false;
  const id = String(registration._id);
  // The attendee key goes with it: the person may register again. A write that fails leaves the
  // registration to be cancelled again.
  const cancelled = await doOnce(`cancel:${id}`, () =>
    RegistrationModel.updateOne(
      { _id: registration._id },
      { $set: { status: 'cancelled', attendee: id } },
    ),
  );
  if (!cancelled) return false;
  await freePlace(id);
  const event = isValidObjectId(registration.eventId)
    ? await EventModel.findById(registration.eventId).lean<EventRecord>()
    : null;
  // Whoever did not cancel hears of it: the person an admin cancelled, the chapter a person's own.
  const registrant = toRegistrationDto(registration, event);
  await enqueueMail(
    ...(by === 'admin'
      ? [toRegistrant(cancelledByAdminMail(registrant), event, mailing.defaultRegistrationEmail)]
      : await chapterNoticeOf(registrant, event, mailing, 'cancelled by the person')),
  );
  if (registration.status === 'confirmed' && event?.capacity != null) {
    await mailing.placesChanged();
    await fillPlaces(event, mailing);
  }
  return true;
}

/**
 * The registration a signed cancel link names; 410 when it is gone (deleted, or held: a held one
 * was never the person's).
 */
async function registrationOfLink(registrationId: string) {
  // By its id alone: FerretDB reads every registration for a filter of anything more.
  const registration = await RegistrationModel.findById(registrationId).lean();
  if (!registration || registration.spam)
    throw gone('This registration no longer exists. If you want to come, please register again.');
  return registration;
}

/**
 * `GET /api/registrations/cancel`: what the cancel link's page names before the person presses
 * anything: the event, as their mails named it, and whether it is cancelled already.
 */
export async function readCancelLink(registrationId: string): Promise<CancelLinkRegistration> {
  const registration = await registrationOfLink(registrationId);
  return {
    eventTitle: registration.eventTitle ?? '',
    eventDate: registration.eventDate ?? '',
    status: registration.status ?? 'confirmed',
  };
}

/**
 * `POST /api/registrations/cancel`: the registration a signed cancel link names is cancelled;
 * 410 when it is gone or already cancelled (the link used again).
 */
export async function cancelByLink(registrationId: string, mailing: RegistrationMailing) {
  const registration = await registrationOfLink(registrationId);
  if (!(await cancel(registration, mailing, 'person'))) throw gone(ALREADY_CANCELLED);
  return { message: `Your registration for ${registration.eventTitle} is cancelled.` };
}

/** An admin's cancel: 409 when it is already cancelled, or held (nothing to cancel). */
export async function cancelByAdmin(id: Types.ObjectId, mailing: RegistrationMailing) {
  const registration = await RegistrationModel.findById(id).lean();
  if (!registration) throw notFound('Registration not found');
  if (registration.spam) throw conflict('A held registration has no place to cancel');
  if (!(await cancel(registration, mailing, 'admin'))) throw conflict(ALREADY_CANCELLED);
}

/**
 * An admin's promotion of one person on the waitlist ahead of the others: 409 unless they are
 * waitlisted and the event has a free place.
 */
export async function promoteByAdmin(id: Types.ObjectId, mailing: RegistrationMailing) {
  const registration = await RegistrationModel.findById(id).lean();
  if (!registration) throw notFound('Registration not found');
  if (registration.spam || registration.status !== 'waitlisted')
    throw conflict('Only a registration on the waitlist can be promoted');
  const event = isValidObjectId(registration.eventId)
    ? await EventModel.findById(registration.eventId).lean<EventRecord>()
    : null;
  if (!event) throw conflict('The event of this registration no longer exists');
  const place =
    event.capacity == null
      ? 'taken'
      : await takePlace({ ...event, capacity: event.capacity }, String(id));
  if (place === 'full')
    throw conflict('The event is full: raise its capacity or cancel a place first');
  if (place === 'held') return;
  if (!(await confirmFromWaitlist(registration, event, mailing)))
    throw conflict('Only a registration on the waitlist can be promoted');
}

const NOT_RELEASED = 'this registration stays held. Delete it, or leave it to be purged.';

/**
 * Makes a held registration a person's and sends the mails it would have sent, confirmed or
 * waitlisted as the event's places stand; 409 while the event takes no registrations (gone,
 * cancelled, postponed or started). False when it is not held (or gone): only the one request
 * that changes it from held mails, however many arrive at once. When the person has registered
 * meanwhile, it is dropped: one each.
 */
export async function releaseRegistration(
  id: Types.ObjectId,
  mailing: RegistrationMailing,
): Promise<boolean> {
  // Not for an event that takes no registrations: it would tell the person they have a place.
  const record = await RegistrationModel.findById(id, { eventId: 1 }).lean();
  if (!record) return false;
  const event = isValidObjectId(record.eventId)
    ? await EventModel.findById(record.eventId).lean<EventRecord>()
    : null;
  if (!event) throw conflict(`The event no longer exists: ${NOT_RELEASED}`);
  const closed = closedStatusOf(event);
  if (closed) throw conflict(`The event is ${closed}: ${NOT_RELEASED}`);
  if (started(event)) throw conflict(`The event has started: ${NOT_RELEASED}`);
  // Waiting until it has its place: held, it may have been stored confirmed, and counted so it
  // would fill the place it is to take.
  const stored = await takeHeld<RegistrationRecord>(RegistrationModel, id, {
    status: 'waitlisted',
  });
  if (!stored) return false;
  const attendee = attendeeKey(stored.eventId, stored.email);
  try {
    await RegistrationModel.updateOne({ _id: id }, { $set: { attendee } });
  } catch (error) {
    if (!(await attendeeTaken(error, attendee, id))) throw error;
    await RegistrationModel.deleteOne({ _id: id });
    return true;
  }
  const status = await placeOf(event, String(id));
  await RegistrationModel.updateOne({ _id: id }, { $set: { status } });
  if (status === 'confirmed' && event.capacity != null) await mailing.placesChanged();
  await enqueueMail(
    ...(await registrationMails(
      { ...toRegistrationDto(stored, event), id: String(id) },
      status,
      event,
      mailing,
    )),
  );
  return true;
}
