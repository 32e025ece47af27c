import Router from '@koa/router';
import { SubscribeSchema } from '../../contracts';
import { mailVisitor } from '../../mail/mail-policy';
import { welcomeMail } from '../../mail/messages';
import { isCaughtBySpamTrap } from '../../security/spam-trap';
import { parseBody } from '../../validation/parse';
import { SubscriptionModel } from './subscriptions.model';

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

const subscribed = { message: 'Thank you for subscribing to our newsletter.' };

/**
 * POST /api/newsletter/subscribe: idempotent per address; only a new subscriber gets a welcome.
 * A subscription the spam trap caught is kept marked as spam, mailed nothing, and answered like any
 * other; the address's owner subscribing later replaces it (a bot cannot keep them out).
 */
export function subscriptionsRoutes(minFillMs: number): Router {
  const router = new Router();
  router.post('/api/newsletter/subscribe', async (ctx) => {
    const input = parseBody(SubscribeSchema, ctx.request.body);
    const email = input.email.toLowerCase();
    const already = { message: 'You are already subscribed. Thank you!' };
    if (isCaughtBySpamTrap(input, minFillMs)) {
      if (!(await SubscriptionModel.exists({ email })))
        await SubscriptionModel.create({ email, name: input.name, spam: true }).catch(
          (error: unknown) => {
            if (!isDuplicateKey(error)) throw error;
          },
        );
      ctx.status = 201;
      ctx.body = subscribed;
      return;
    }
    const existing = await SubscriptionModel.findOne({ email }, { spam: 1 }).lean();
    if (existing && !existing.spam) {
      ctx.body = already;
      return;
    }
    try {
      if (existing) await SubscriptionModel.deleteOne({ _id: existing._id });
      await SubscriptionModel.create({ email, name: input.name });
    } catch (error) {
      // Two requests for the same address at once: the unique index lets only one through.
      if (!isDuplicateKey(error)) throw error;
      ctx.body = already;
      return;
    }
    await mailVisitor(welcomeMail({ email, name: input.name }));
    ctx.status = 201;
    ctx.body = subscribed;
  });
  return router;
}
