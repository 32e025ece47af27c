import Router from '@koa/router';
import type { Context } from 'koa';
import { EventInputSchema, ReorderSchema } from '../../contracts';
import { requireAdmin } from '../../auth/current-user';
import { badRequest } from '../../errors/http-error';
import { multipartBody, uploadedFile } from '../../uploads/multipart';
import { releaseUploads } from '../../uploads/release-uploads';
import { storeImage, storePdf } from '../../uploads/store-upload';
import { parseBody } from '../../validation/parse';
import {
  createEvent,
  deleteEvent,
  getEventBySlug,
  eventList,
  reorderEvents,
  updateEvent,
  type EventUploads,
} from './events.service';
import { readPage, PAGE_SIZE_CAP } from '../../shared/paging';

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

/** Validates first, then stores the files, so a bad form never leaves files behind. */
async function readEventForm(ctx: Context) {
  const fields = parseBody(EventInputSchema, eventDataOf(ctx));
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
  return { fields, uploads };
}

export function eventsRoutes(maxUploadBytes: number): Router {
  const router = new Router();
  const multipart = multipartBody(maxUploadBytes);

  router.get('/api/cms/events', async (ctx) => {
    ctx.body = await readPage(ctx, 'events', PAGE_SIZE_CAP.standard, eventList);
  });

  router.get('/api/events/slug/:slug', async (ctx) => {
    ctx.body = { event: await getEventBySlug(ctx.params.slug) };
  });

  router.post('/api/cms/events', requireAdmin, multipart, async (ctx) => {
    const { fields, uploads } = await readEventForm(ctx);
    ctx.status = 201;
    ctx.body = { event: await createEvent(fields, uploads) };
  });

  // Before /:id, so "reorder" is never taken for an id.
  router.put('/api/cms/events/reorder', requireAdmin, async (ctx) => {
    const { eventIds } = parseBody(ReorderSchema, ctx.request.body);
    await reorderEvents(eventIds);
    ctx.body = { events: await eventList.read({ skip: 0, limit: PAGE_SIZE_CAP.standard }) };
  });

  router.put('/api/cms/events/:id', requireAdmin, multipart, async (ctx) => {
    const { fields, uploads } = await readEventForm(ctx);
    ctx.body = { event: await updateEvent(ctx.params.id, fields, uploads) };
  });

  router.delete('/api/cms/events/:id', requireAdmin, async (ctx) => {
    await deleteEvent(ctx.params.id);
    ctx.body = { message: 'Event deleted' };
  });

  return router;
}
