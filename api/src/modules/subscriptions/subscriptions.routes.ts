import Router from '@koa/router';
import { SubscribeSchema } from '../../contracts';
import { enqueueMail } from '../../mail/outbox';
import { welcomeMail } from '../../mail/messages';
import { parseBody } from '../../validation/parse';
import { SubscriptionModel } from './subscriptions.model';

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/** POST /api/newsletter/subscribe: idempotent per address; only a new subscriber gets a welcome. */
export function subscriptionsRoutes(): Router {
  const router = new Router();
  router.post('/api/newsletter/subscribe', async (ctx) => {
    const input = parseBody(SubscribeSchema, ctx.request.body);
    const email = input.email.toLowerCase();
    const already = { message: 'You are already subscribed. Thank you!' };
    if (await SubscriptionModel.exists({ email })) {
      ctx.body = already;
      return;
    }
    try {
      await SubscriptionModel.create({ email, name: input.name });
    } catch (error) {
      // Two requests for the same address at once: the unique index lets only one through.
      if (!isDuplicateKey(error)) throw error;
      ctx.body = already;
      return;
    }
    await enqueueMail(welcomeMail({ email, name: input.name }));
    ctx.status = 201;
    ctx.body = { message: 'Thank you for subscribing to our newsletter.' };
  });
  return router;
}
