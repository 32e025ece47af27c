import Router from '@koa/router';
import type { Context } from 'koa';
import {
  EventListQuerySchema,
  EventCancelSchema,
  EventMessageSchema,
  eventType,
  EventUpdateNoticeSchema,
  ReorderSchema,
} from '@da-boulder/contracts';
import type { ApiConfig } from '../../config/env';
import { noteActivitySubject } from '../staff/activity';
import { requireAdmin, requireAdminNoStore } from '../../auth/current-user';
import { publicRead, publicReadBySlug } from '../../cache/public-read-cache';
import { byIdOr404 } from '../../db/find-or-404';
import { contentRoutes, type FormWrites } from '../../content/content-routes';
import { releaseUploads } from '../../content/trash';
import { withNextRevision } from '../../content/revisions';
import { PUBLISHED_ONLY } from '../../content/drafts';
import { visibleTo } from '../../content/previews';
import { badRequest, conflict, notFound } from '../../errors/http-error';
import { multipartBody, uploadedFile, type UploadConfig } from '../../uploads/multipart';
import { storeImage, storePdf } from '../../uploads/store-upload';
import { parseBody, parseQuery } from '../../validation/parse';
import {
  eventDto,
  eventListOf,
  eventListWhen,
  getEventBySlug,
  newEvent,
  reorderEvents,
  updatedEvent,
  type EventUploads,
} from './events.service';
import { EventModel, type EventRecord } from './events.model';
import { PAGE_SIZE_CAP, readPage } from '../../shared/paging';
import {
  keepDeletedEventDetails,
  messageRegistrants,
  registrantCounts,
  tellRegistrantsOfChange,
} from '../registrations/event-registrants';
import { EXACT_PATHS } from '../../shared/exact-paths';
import type { ContentVersion } from '../../cache/content-version';
import { registrationMailing } from '../registrations/registrations.routes';
import { closedStatusOf, fillPlaces } from '../registrations/registrations.service';

/** Whether an update asks for the people registered to be told what changed (400 if unclear). */
const notifyRequested = (ctx: Context) =>
  String(parseBody(EventUpdateNoticeSchema, ctx.request.body).notifyRegistrants) === 'true';

/** The `eventData` part (JSON text), or an `eventData` object when the body is plain JSON. */
function eventDataOf(ctx: Context): unknown {
  const eventData = (ctx.request.body as { eventData?: unknown } | undefined)?.eventData;
  if (typeof eventData !== 'string') {
    if (eventData && typeof eventData === 'object') return eventData;
    throw badRequest('eventData is required', { eventData: 'eventData is required' });
  }
  try {
    return JSON.parse(eventData);
  } catch {
    throw badRequest('eventData must be valid JSON', { eventData: 'eventData must be valid JSON' });
  }
}

/** The event form: its fields in `eventData`, an optional `image` and `flyer` (a PDF). */
const eventForm = (uploads: UploadConfig): FormWrites<EventRecord, EventUploads> => ({
  parser: multipartBody(uploads),
  fields(ctx) {
    const eventData = eventDataOf(ctx);
    // Checked with the fields, so an unclear request changes nothing.
    notifyRequested(ctx);
    return eventData;
  },
  async store(ctx) {
    const image = await uploadedFile(ctx, 'image');
    const flyer = await uploadedFile(ctx, 'flyer');
    const uploads: EventUploads = {};
    uploads.imageUrl = image ? await storeImage(image) : undefined;
    try {
      uploads.flyerUrl = flyer ? await storePdf(flyer) : undefined;
    } catch (error) {
      await releaseUploads([uploads.imageUrl]);
      throw error;
    }
    return uploads;
  },
  filesOf: (event) => [event.imageUrl, event.flyerUrl],
});

/** What the events' routes need of the app's settings: uploads, and mail to registrants. */
export type EventsConfig = UploadConfig &
  Pick<ApiConfig, 'siteUrl' | 'contactEmail' | 'defaultRegistrationEmail' | 'sessionSecret'>;

export function eventsRoutes(
  config: EventsConfig,
  contentVersion: Pick<ContentVersion, 'bump'>,
): Router {
  const router = new Router(EXACT_PATHS);
  const mailing = registrationMailing(config, contentVersion);
  const eventOr404 = (id: string) =>
    byIdOr404(id, 'Event', (objectId) => EventModel.findById(objectId).lean<EventRecord>());

  /**
   * After an update: places it now has (its capacity raised or removed, its registration open
   * again) go to the people waiting at once, before any newcomer takes them; then its
   * registrants are told.
   */
  async function afterUpdate(
    ctx: Context,
    stored: EventRecord,
    updated: EventRecord,
    notify: boolean,
    note?: string,
  ) {
    const raised = (updated.capacity ?? Infinity) > (stored.capacity ?? Infinity);
    const reopened = closedStatusOf(stored) !== null && closedStatusOf(updated) === null;
    if (raised || reopened) await fillPlaces(updated, mailing);
    if (!notify) return 0;
    return tellRegistrantsOfChange(stored, updated, mailing, {
      note,
      deferred: (error) =>
        ctx.log.error({ err: error }, 'registrants not told of the change yet: kept for the sweep'),
    });
  }

  // The lists the public pages show, `?when=upcoming` or `past`; without it, the content routes'
  // list of every event, as before.
  router.get('/api/cms/events', publicRead, async (ctx, next) => {
    const { when } = parseQuery(EventListQuerySchema, ctx.query);
    if (!when) return next();
    ctx.body = await readPage(ctx, eventType.plural, PAGE_SIZE_CAP.standard, eventListWhen(when));
  });

  router.get(
    '/api/events/slug/:slug',
    publicReadBySlug('Event', () => EventModel.distinct('slug', PUBLISHED_ONLY)),
    async (ctx) => {
      ctx.body = { event: await getEventBySlug(ctx.params.slug, visibleTo(ctx)) };
    },
  );

  // The one answer that holds an event's meeting link: to administrators, for the event form.
  router.get('/api/cms/events/:id/meeting-link', requireAdminNoStore, async (ctx) => {
    const event = await byIdOr404(ctx.params.id, 'Event', (id) =>
      EventModel.findById(id, { meetingLink: 1 }).lean(),
    );
    ctx.body = { meetingLink: event.meetingLink ?? '' };
  });

  // How many a notice or message would reach: for the dashboard's event form, delete and message.
  router.get('/api/cms/events/:id/registrants', requireAdminNoStore, async (ctx) => {
    const event = await eventOr404(ctx.params.id);
    ctx.body = await registrantCounts(String(event._id));
  });

  // "Cancel the event instead" of deleting it: cancelled, and its registrants told, with the
  // chapter's note if it wrote one.
  router.post('/api/cms/events/:id/cancel', requireAdminNoStore, async (ctx) => {
    const { note } = parseBody(EventCancelSchema, ctx.request.body ?? {});
    const stored = await eventOr404(ctx.params.id);
    if (stored.status === 'cancelled') throw conflict('This event is already cancelled');
    // A new revision: an event form opened before would put its status back (revisions.ts).
    const updated = await EventModel.findByIdAndUpdate(
      stored._id,
      withNextRevision({ $set: { status: 'cancelled' }, $inc: { sequence: 1 } }),
      { new: true },
    ).lean<EventRecord>();
    if (!updated) throw notFound('Event not found');
    const notified = await afterUpdate(ctx, stored, updated, true, note);
    noteActivitySubject(ctx, { id: String(stored._id), title: stored.title });
    ctx.body = { event: await eventDto(updated), notified };
  });

  // An administrator writes to the people registered: one mail each, through the outbox.
  router.post('/api/cms/events/:id/message', requireAdminNoStore, async (ctx) => {
    const input = parseBody(EventMessageSchema, ctx.request.body);
    const event = await eventOr404(ctx.params.id);
    const recipients = await messageRegistrants(event, input, mailing);
    noteActivitySubject(ctx, { id: String(event._id), title: event.title });
    ctx.body = {
      recipients,
      message:
        recipients > 0
          ? `Message sent to ${recipients} ${recipients === 1 ? 'person' : 'people'}`
          : 'Nobody new to send this message to',
    };
  });

  // Before the content routes' /:id, so "reorder" is never taken for an id.
  router.put('/api/cms/events/reorder', requireAdmin, async (ctx) => {
    const { eventIds, page = 1 } = parseBody(ReorderSchema, ctx.request.body);
    const skip = (page - 1) * PAGE_SIZE_CAP.standard;
    await reorderEvents(eventIds, { skip, limit: PAGE_SIZE_CAP.standard });
    const arranged = eventListOf({});
    ctx.body = { events: await arranged.read({ skip, limit: PAGE_SIZE_CAP.standard }) };
  });

  return contentRoutes(
    eventType,
    {
      model: EventModel,
      toDto: eventDto,
      list: eventListOf,
      publicPage: ({ slug }) => `/events/${encodeURIComponent(slug)}`,
      form: eventForm(config),
      hooks: {
        create: newEvent,
        update: updatedEvent,
        afterUpdate: (stored, updated, ctx) =>
          afterUpdate(ctx, stored, updated, notifyRequested(ctx)),
        // Its registrations stay, named by its details as they last stood.
        afterDelete: async (event, ctx) => {
          void keepDeletedEventDetails(event, (error) =>
            ctx.log.error({ err: error }, "could not keep a deleted event's details"),
          );
          return [];
        },
      },
    },
    router,
  );
}
