import type Router from '@koa/router';
import mongoose, { isValidObjectId } from 'mongoose';
import { requireAdminNoStore } from '../../auth/current-user';
import { noteActivitySubject } from '../staff/activity';
import type { ContentVersion } from '../../cache/content-version';
import {
  AdminRegistrationSchema,
  REGISTRATION_STATUS_LABEL,
  RegistrationSchema,
  registrationType,
} from '@da-boulder/contracts';
import { byIdOr404 } from '../../db/find-or-404';
import { parseBody } from '../../validation/parse';
import { requireObjectId } from '../../db/object-id';
import { adminListRoutes, cacheOf } from '../../shared/admin-list';
import { EventModel } from '../events/events.model';
import { CHECK_IN_POLICY, checkInPage } from './check-in';
import { toAdminRegistrationDto } from './registrations.dto';
import { registrationCounts, registrationList } from './registration-list';
import { registrationMailing, type RegistrationsConfig } from './registrations.routes';
import {
  cancelByAdmin,
  correctRegistration,
  promoteByAdmin,
  register,
  releaseRegistration,
} from './registrations.service';

/**
 * The events registrations name that are no longer stored (deleted with registrations), each by
 * the title its newest registration holds, so the list can still be filtered by them. Read from
 * the list's cache: a query per event scans every registration on FerretDB, and the People tab
 * asks on every visit.
 */
export async function deletedEventsOfRegistrations(): Promise<{ id: string; title: string }[]> {
  const titles = new Map<string, string>();
  // Newest first: the first row of each event holds its last title.
  for (const { eventId, eventTitle } of await cacheOf(registrationList).rows())
    if (!titles.has(eventId)) titles.set(eventId, eventTitle);
  const live = await EventModel.find(
    { _id: mongoose.trusted({ $in: [...titles.keys()].filter((id) => isValidObjectId(id)) }) },
    { _id: 1 },
  ).lean();
  for (const event of live) titles.delete(String(event._id));
  return [...titles]
    .map(([id, title]) => ({ id, title }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * The registrations list, its CSV, adding one by hand and correcting one, delete and release (the
 * chapter's notice and the registrant's confirmation), `GET /api/cms/registrations/counts`, `.../deleted-events`, and each event's
 * printable check-in list.
 */
export function registrationsAdminRoutes(
  config: RegistrationsConfig,
  contentVersion: Pick<ContentVersion, 'bump'>,
): Router {
  const mailing = registrationMailing(config, contentVersion);
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
