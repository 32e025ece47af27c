import Router from '@koa/router';
import type { Context } from 'koa';
import { eventType, ReorderSchema } from '../../contracts';
import { requireAdmin } from '../../auth/current-user';
import { contentRoutes, type FormWrites } from '../../content/content-routes';
import { badRequest } from '../../errors/http-error';
import { multipartBody, uploadedFile, type UploadConfig } from '../../uploads/multipart';
import { releaseUploads } from '../../uploads/release-uploads';
import { storeImage, storePdf } from '../../uploads/store-upload';
import { parseBody } from '../../validation/parse';
import {
  eventDto,
  eventList,
  getEventBySlug,
  newEvent,
  reorderEvents,
  updatedEvent,
  type EventUploads,
} from './events.service';
import { EventModel, type EventRecord } from './events.model';
import { PAGE_SIZE_CAP } from '../../shared/paging';

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
  fields: eventDataOf,
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

export function eventsRoutes(uploads: UploadConfig): Router {
  const router = new Router();

  router.get('/api/events/slug/:slug', async (ctx) => {
    ctx.body = { event: await getEventBySlug(ctx.params.slug) };
  });

  // Before the content routes' /:id, so "reorder" is never taken for an id.
  router.put('/api/cms/events/reorder', requireAdmin, async (ctx) => {
    const { eventIds } = parseBody(ReorderSchema, ctx.request.body);
    await reorderEvents(eventIds);
    ctx.body = { events: await eventList.read({ skip: 0, limit: PAGE_SIZE_CAP.standard }) };
  });

  return contentRoutes(
    eventType,
    {
      model: EventModel,
      toDto: eventDto,
      list: eventList,
      form: eventForm(uploads),
      hooks: { create: newEvent, update: updatedEvent },
    },
    router,
  );
}
