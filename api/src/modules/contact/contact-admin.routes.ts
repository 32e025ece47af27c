import type Router from '@koa/router';
import mongoose from 'mongoose';
import type * as v from 'valibot';
import { requireAdminNoStore } from '../../auth/current-user';
import {
  MessageListQuerySchema,
  MessageStatusSchema,
  messageType,
  type ContactMessage,
  type MessageStatus,
} from '../../contracts';
import { allOf, containing, type Filter } from '../../db/filters';
import { requireObjectId } from '../../db/object-id';
import { notFound } from '../../errors/http-error';
import { adminListRoutes, type AdminList } from '../../shared/admin-list';
import { parseBody } from '../../validation/parse';
import { toContactMessageDto } from './contact.dto';
import { ContactMessageModel, type ContactMessageRecord } from './contact.model';

type MessageQuery = v.InferOutput<typeof MessageListQuerySchema>;

/** Messages filed as `status`, those stored before filing existed read as messageStatus does. */
function withStatus(status: MessageStatus): Filter {
  if (status === 'handled') return { status };
  return {
    $or: [
      { status },
      { status: null, spam: status === 'spam' ? true : mongoose.trusted({ $ne: true }) },
    ],
  };
}

/** What visitors wrote through the contact forms, with `q` in the name, address or message. */
export const messageList: AdminList<MessageQuery, ContactMessageRecord, ContactMessage> = {
  type: messageType,
  model: ContactMessageModel,
  query: MessageListQuerySchema,
  indexed: ['status', 'spam', 'name', 'email', 'message'],
  filter: ({ status, q }) =>
    allOf(status ? withStatus(status) : {}, containing(q, ['name', 'email', 'message'])),
  toDto: toContactMessageDto,
};

/** The messages list and delete, and `PATCH /api/cms/messages/:id` to file one. */
export function messagesAdminRoutes(): Router {
  const router = adminListRoutes(messageList);
  router.patch(`${messageType.adminPath}/:id`, requireAdminNoStore, async (ctx) => {
    const id = requireObjectId(ctx.params.id);
    const { status } = parseBody(MessageStatusSchema, ctx.request.body);
    const updated = await ContactMessageModel.findByIdAndUpdate(
      id,
      { $set: { status } },
      { new: true },
    ).lean<ContactMessageRecord>();
    if (!updated) throw notFound('Message not found');
    ctx.body = { contactMessage: toContactMessageDto(updated) };
  });
  return router;
}
