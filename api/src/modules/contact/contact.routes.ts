import Router from '@koa/router';
import type { ApiConfig } from '../../config/env';
import { ContactSchema } from '@da-boulder/contracts';
import { Types } from 'mongoose';
import { insertFromVisitor } from '../../db/list-version';
import { chapterNotice } from '../../mail/mail-policy';
import { contactMail } from '../../mail/messages';
import { storeWithMail } from '../../mail/outbox';
import { spamTrap } from '../../security/spam-trap';
import { parseBody } from '../../validation/parse';
import { ContactMessageModel } from './contact.model';

/** POST /api/contact: stored together with its mail to CONTACT_EMAIL (storeWithMail). */
export function contactRoutes(
  config: Pick<ApiConfig, 'contactEmail' | 'formMinFillMs' | 'sessionSecret'>,
): Router {
  const { contactEmail } = config;
  const screen = spamTrap(config, 'message');
  const router = new Router();
  router.post('/api/contact', async (ctx) => {
    const screened = screen(ctx, parseBody(ContactSchema, ctx.request.body));
    if (!screened) return;
    const { held: spam, fields: message } = screened;
    const _id = new Types.ObjectId();
    await storeWithMail(
      spam ? [] : await chapterNotice(contactMail(contactEmail, message)),
      { collectionName: ContactMessageModel.collection.collectionName, recordId: _id },
      () =>
        insertFromVisitor(ContactMessageModel, {
          _id,
          ...message,
          spam,
          status: spam ? 'spam' : 'open',
        }),
    );
    ctx.status = 201;
    ctx.body = { message: "Thank you for reaching out. We'll get back to you soon." };
  });
  return router;
}
