import type Router from '@koa/router';
import type * as v from 'valibot';
import { requireAdminNoStore } from '../../auth/current-user';
import type { ApiConfig } from '../../config/env';
import {
  MessageListQuerySchema,
  MessageStatusSchema,
  messageType,
  type ContactMessage,
} from '@da-boulder/contracts';
import type { Types } from 'mongoose';
import { requireObjectId } from '../../db/object-id';
import { conflict, notFound } from '../../errors/http-error';
import { notifyChapter } from '../../mail/mail-policy';
import { contactMail } from '../../mail/messages';
import { adminListRoutes, takeHeld, type AdminList, type Release } from '../../shared/admin-list';
import { parseBody } from '../../validation/parse';
import { toContactMessageDto } from './contact.dto';
import { ContactMessageModel, type ContactMessageRecord } from './contact.model';

type MessageQuery = v.InferOutput<typeof MessageListQuerySchema>;

/** What visitors wrote through the contact forms, with `q` in the name, address or message. */
export const messageList: AdminList<MessageQuery, ContactMessageRecord, ContactMessage> = {
  type: messageType,
  model: ContactMessageModel,
  query: MessageListQuerySchema,
  // Its status as messageStatus reads it: one stored before filing existed, by the spam trap.
  filter: (row, { status }) => !status || row.status === status,
  search: ['name', 'email', 'message'],
  toDto: toContactMessageDto,
};

/**
 * Takes a message the spam trap held out of it, filed as `status`, and sends the chapter the
 * notice it never had: whether it was held (and this request took it).
 */
async function releaseTrapped(contactEmail: string, _id: Types.ObjectId, status: string) {
  const trapped = await takeHeld<ContactMessageRecord>(ContactMessageModel, _id, { status });
  if (trapped) await notifyChapter(contactMail(contactEmail, trapped));
  return trapped !== null;
}

/**
 * Moves a message filed as spam back to open. One the spam trap held also sends the chapter the
 * notice it never had; one an admin filed as spam had its notice already. Read and written by its
 * id alone: FerretDB writes a document back whole, and a conditional write racing a release
 * would put its `spam` back.
 */
function releaser(contactEmail: string): Release {
  return async (_id) => {
    if (await releaseTrapped(contactEmail, _id, 'open')) return true;
    const filed = await ContactMessageModel.findById(_id).lean();
    if (!filed || filed.spam || filed.status !== 'spam') return false;
    await ContactMessageModel.updateOne({ _id }, { $set: { status: 'open' } });
    return true;
  };
}

/**
 * The messages list, delete and release (`?status=spam` lists what the spam trap holds), and
 * `PATCH /api/cms/messages/:id` to file one.
 */
export function messagesAdminRoutes({ contactEmail }: Pick<ApiConfig, 'contactEmail'>): Router {
  const router = adminListRoutes(messageList, { release: releaser(contactEmail) });
  router.patch(`${messageType.adminPath}/:id`, requireAdminNoStore, async (ctx) => {
    const id = requireObjectId(ctx.params.id);
    const { status } = parseBody(MessageStatusSchema, ctx.request.body);
    // One the spam trap held, filed as open or handled, leaves the hold as a release does: the
    // chapter is told of it, and the purge of held messages no longer takes it.
    // By its id alone, and never while the trap holds it: another request is then taking it out
    // of the hold, and a write now (FerretDB writes a document back whole) would put it back.
    if (status === 'spam' || !(await releaseTrapped(contactEmail, id, status))) {
      const stored = await ContactMessageModel.findById(id).lean();
      if (!stored) throw notFound('Message not found');
      if (stored.spam && status !== 'spam')
        throw conflict('This message is being filed by another request: please try again');
      if (!stored.spam) await ContactMessageModel.updateOne({ _id: id }, { $set: { status } });
    }
    const updated = await ContactMessageModel.findById(id).lean<ContactMessageRecord>();
    if (!updated) throw notFound('Message not found');
    ctx.body = { contactMessage: toContactMessageDto(updated) };
  });
  return router;
}
