import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { ApiConfig } from '../../config/env';
import { contactSchemaOf } from '@da-boulder/contracts';
import { Types } from 'mongoose';
import { insertFromVisitor } from '../../db/list-version';
import { chapterNotice } from '../../mail/mail-policy';
import { contactMail } from '../../mail/messages';
import { storeWithMail } from '../../mail/outbox';
import { doOnce } from '../../shared/claim-once';
import { spamTrap } from '../../security/spam-trap';
import { parseBody } from '../../validation/parse';
import { ContactMessageModel } from './contact.model';
import { EXACT_PATHS } from '../../shared/exact-paths';

/**
 * POST /api/contact: stored together with its mail to CONTACT_EMAIL (storeWithMail). Validated by
 * the rules of the form it says it came from (`form`), as that form validates it in the browser:
 * a page sent without scripts is held to them here.
 */
export function contactRoutes(
  config: Pick<ApiConfig, 'contactEmail' | 'formMinFillMs' | 'sessionSecret'>,
): Router {
  const { contactEmail } = config;
  const screen = spamTrap(config, 'message');
  const router = new Router(EXACT_PATHS);
  router.post('/api/contact', async (ctx) => {
    const body = ctx.request.body as { form?: unknown } | undefined;
    const sent = parseBody(contactSchemaOf(body?.form), body);
    const screened = screen(ctx, sent);
    if (!screened) return;
    const { held: spam, fields: message } = screened;
    const _id = new Types.ObjectId();
    const store = async () =>
      storeWithMail(
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
    // A person's press made twice (nothing stops it without scripts) is one message: the same
    // words from the same form, as its page signed it, are stored and mailed once.
    const once = createHash('sha256').update(JSON.stringify(sent)).digest('base64url');
    if (spam) await store();
    else await doOnce(`contact:${once}`, store);
    ctx.status = 201;
    ctx.body = { message: "Thank you for reaching out. We'll get back to you soon." };
  });
  return router;
}
