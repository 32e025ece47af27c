import Router from '@koa/router';
import type { ApiConfig } from '../../config/env';
import { ContactSchema } from '@da-boulder/contracts';
import { notifyChapter } from '../../mail/mail-policy';
import { contactMail } from '../../mail/messages';
import { spamTrap, withoutSpamTrap } from '../../security/spam-trap';
import { parseBody } from '../../validation/parse';
import { ContactMessageModel } from './contact.model';

/** POST /api/contact: stored first, then mailed to CONTACT_EMAIL through the outbox. */
export function contactRoutes(
  config: Pick<ApiConfig, 'contactEmail' | 'formMinFillMs' | 'sessionSecret'>,
): Router {
  const { contactEmail } = config;
  const caught = spamTrap(config, 'message');
  const router = new Router();
  router.post('/api/contact', async (ctx) => {
    const input = parseBody(ContactSchema, ctx.request.body);
    const spam = caught(input);
    const message = withoutSpamTrap(input);
    await ContactMessageModel.create({ ...message, spam, status: spam ? 'spam' : 'open' });
    if (!spam) await notifyChapter(contactMail(contactEmail, message));
    ctx.status = 201;
    ctx.body = { message: "Thank you for reaching out. We'll get back to you soon." };
  });
  return router;
}
