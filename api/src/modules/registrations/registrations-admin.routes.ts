import type Router from '@koa/router';
import mongoose, { isValidObjectId } from 'mongoose';
import type * as v from 'valibot';
import { requireAdminNoStore } from '../../auth/current-user';
import { noteActivitySubject } from '../staff/activity';
import type { ContentVersion } from '../../cache/content-version';
import {
  AdminRegistrationSchema,
  REGISTRATION_STATUS_LABEL,
  RegistrationListQuerySchema,
  RegistrationSchema,
  registrationType,
  slugify,
  type Registration,
} from '@da-boulder/contracts';
import { byIdOr404 } from '../../db/find-or-404';
import { parseBody } from '../../validation/parse';
import { requireObjectId } from '../../db/object-id';
import { adminListRoutes, cacheOf, type AdminList } from '../../shared/admin-list';
import type { CalendarSite } from '../calendar/event-calendar';
import { EventModel } from '../events/events.model';
import { CHECK_IN_POLICY, checkInPage } from './check-in';
import { toAdminRegistrationDto } from './registrations.dto';
import { RegistrationModel, type RegistrationRecord } from './registrations.model';
import { registrationMailing, type RegistrationsConfig } from './registrations.routes';
import {
  cancelByAdmin,
  correctRegistration,
  promoteByAdmin,
  register,
  releaseRegistration,
} from './registrations.service';
import { withWaitlistPositions } from './waitlist-positions';

type RegistrationQuery = v.InferOutput<typeof RegistrationListQuerySchema>;

/**
 * Who is coming: people's registrations, all or one event's, with `q` in the name or address;
 * each waitlisted one with its place in line. Registrations the spam trap holds are left out of
 * the list, its counts and its CSV; `?held=true` lists them instead, for an admin to release a
 * person's (erasing an address removes them too).
 */
export const registrationList: AdminList<RegistrationQuery, RegistrationRecord, Registration> = {
  type: registrationType,
  model: RegistrationModel,
  query: RegistrationListQuerySchema,
  filter: (row, { eventId, held, status }) =>
    row.held === (held === 'true') &&
    (!eventId || row.eventId === eventId.toLowerCase()) &&
    (!status || row.status === status),
  search: ['name', 'email'],
  toDto: toAdminRegistrationDto,
  // The waitlist alone reads in its order, the next to get a place first.
  oldestFirst: ({ status }) => status === 'waitlisted',
  inContext: withWaitlistPositions,
  csvQuery: (query) => ({ ...query, held: '' }),
  csvName: async ({ eventId }) =>
    eventId ? `${registrationType.plural}-${await eventSlugOf(eventId)}` : registrationType.plural,
};

/** One event's name in a file name: its slug, else (deleted) its title as registered, else its id. */
async function eventSlugOf(eventId: string): Promise<string> {
  const event = await EventModel.findById(eventId, { slug: 1 }).lean();
  if (event) return event.slug;
  const registration = await RegistrationModel.findOne(
    { eventId: eventId.toLowerCase() },
    { eventTitle: 1 },
  ).lean();
  return slugify(registration?.eventTitle ?? '') || eventId.toLowerCase();
}

/**
 * How many confirmed places and waitlisted people each event has, by event id (events with none
 * absent from each).
 */
export async function registrationCounts(): Promise<{
  counts: Record<string, number>;
  waitlisted: Record<string, number>;
}> {
  const counts: Record<string, number> = {};
  const waitlisted: Record<string, number> = {};
  for (const { held, status, eventId } of await cacheOf(registrationList).rows()) {
    const tally = held
      ? undefined
      : { confirmed: counts, waitlisted, cancelled: undefined }[status];
    if (tally) tally[eventId] = (tally[eventId] ?? 0) + 1;
  }
  return { counts, waitlisted };
}

/**
 * The events registrations name that are no longer stored (deleted with registrations), each by
 * the title its newest registration holds, so the list can still be filtered by them.
 */
export async function deletedEventsOfRegistrations(): Promise<{ id: string; title: string }[]> {
  const ids: string[] = await RegistrationModel.distinct('eventId');
  const live = await EventModel.find(
    { _id: mongoose.trusted({ $in: ids.filter((id) => isValidObjectId(id)) }) },
    { _id: 1 },
  ).lean();
  const stored = new Set(live.map((event) => String(event._id)));
  const deleted = await Promise.all(
    ids
      .filter((id) => !stored.has(id))
      .map(async (id) => {
        const newest = await RegistrationModel.findOne({ eventId: id }, { eventTitle: 1 })
          .sort({ eventId: 1, createdAt: -1, _id: -1 })
          .lean();
        return { id, title: newest?.eventTitle ?? '' };
      }),
  );
  return deleted.sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * The registrations list, its CSV, adding one by hand and correcting one, delete and release (the
 * chapter's notice and the registrant's confirmation), `GET /api/cms/registrations/counts`, `.../deleted-events`, and each event's
 * printable check-in list.
 */
export function registrationsAdminRoutes(
  config: RegistrationsConfig,
  contentVersion: Pick<ContentVersion, 'bump'>,
  calendarSite?: CalendarSite,
): Router {
  const mailing = registrationMailing(config, contentVersion, calendarSite);
  const router = adminListRoutes(registrationList, {
    release: (id) => releaseRegistration(id, mailing),
  });
  const { adminPath } = registrationType;
  router.get(`${adminPath}/counts`, requireAdminNoStore, async (ctx) => {
    ctx.body = await registrationCounts();
  });
  router.get(`${adminPath}/deleted-events`, requireAdminNoStore, async (ctx) => {
    ctx.body = { events: await deletedEventsOfRegistrations() };
  });
  // The printable check-in list of an event: a page of its own, for the door.
  router.get('/api/cms/events/:id/check-in', requireAdminNoStore, async (ctx) => {
    const event = await byIdOr404(ctx.params.id, 'Event', (id) => EventModel.findById(id).lean());
    ctx.set('Content-Security-Policy', CHECK_IN_POLICY);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = await checkInPage(event);
  });
  // By hand: a phone booking added, a person's details corrected.
  router.post(adminPath, requireAdminNoStore, async (ctx) => {
    const { sendMail, ...input } = parseBody(AdminRegistrationSchema, ctx.request.body);
    const { status, registration } = await register(input, {
      ...mailing,
      spam: false,
      byHand: { mail: sendMail },
    });
    // The log names the event it was added to: of the person, it keeps nothing.
    noteActivitySubject(ctx, { id: registration.eventId, title: registration.eventTitle });
    ctx.status = 201;
    ctx.body = { status, message: `Registration added (${REGISTRATION_STATUS_LABEL[status]})` };
  });
  router.put(`${adminPath}/:id`, requireAdminNoStore, async (ctx) => {
    const id = requireObjectId(ctx.params.id);
    const input = parseBody(RegistrationSchema, ctx.request.body);
    ctx.body = {
      registration: toAdminRegistrationDto(await correctRegistration(id, input)),
      message: 'Registration updated',
    };
  });
  // By hand: a place given up (the next on the waitlist takes it), or given to one who waits.
  router.post(`${adminPath}/:id/cancel`, requireAdminNoStore, async (ctx) => {
    await cancelByAdmin(requireObjectId(ctx.params.id), mailing);
    ctx.body = { message: 'Registration cancelled' };
  });
  router.post(`${adminPath}/:id/promote`, requireAdminNoStore, async (ctx) => {
    await promoteByAdmin(requireObjectId(ctx.params.id), mailing);
    ctx.body = { message: 'Registration confirmed' };
  });
  return router;
}
