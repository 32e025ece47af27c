import Router from '@koa/router';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import mongoose, { Types } from 'mongoose';
import type { ApiConfig } from '../../config/env';
import { INVALID_LINK, SubscribeSchema } from '@da-boulder/contracts';
import { isDuplicateKey } from '../../db/duplicate-key';
import { deleteRowsOf, idsOfMailbox } from '../../db/email-key';
import { insertFromVisitor } from '../../db/list-version';
import { badRequest, HttpError } from '../../errors/http-error';
import { visitorMailShare } from '../../mail/mail-policy';
import { alreadySubscribedMail, welcomeMail } from '../../mail/messages';
import { enqueueMail, storeWithMail, type MailMessage } from '../../mail/outbox';
import { doOnce } from '../../shared/claim-once';
import { RateLimiter } from '../../security/rate-limit/rate-limiter';
import { spamTrap } from '../../security/spam-trap';
import { parseBody, rejectUnreadableBody } from '../../validation/parse';
import { newsletterLinks } from './newsletter-links';
import type { TokenPurpose } from './subscription-tokens';
import { isSubscribed, SubscriptionModel } from './subscriptions.model';
import { EXACT_PATHS } from '../../shared/exact-paths';

/**
 * Stores a pending subscriber in place of any the spam trap stored, with the mail it owes (its
 * link to confirm, when the address may be mailed today); nothing when another request for the
 * address got there at the same moment (the unique index lets one through, and that one mails).
 */
async function storeSubscriber(
  subscriber: { email: string; name: string },
  mailFor: (id: string) => Promise<MailMessage[]>,
) {
  const _id = new Types.ObjectId();
  try {
    await SubscriptionModel.deleteOne({ email: subscriber.email, spam: true });
    await storeWithMail(
      await mailFor(String(_id)),
      { collectionName: SubscriptionModel.collection.collectionName, recordId: _id },
      () => insertFromVisitor(SubscriptionModel, { _id, ...subscriber, status: 'pending' }),
    );
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

const ALREADY_CONFIRMED = 'Your subscription was already confirmed. Thank you!';

/** The one answer to every subscribe, so it never tells whether an address is subscribed. */
const subscribed = { message: 'Thank you for subscribing to our newsletter.' };
/** A subscriber who subscribes again hears so once a day at most. */
const alreadySubscribedNotes = new RateLimiter('mail:already-subscribed', {
  points: 1,
  windowMs: 24 * 60 * 60 * 1000,
});
const gone = (message: string) => new HttpError(410, message);

/** The link's token: posted as JSON by the site's pages, in the URL by a mail client's one-click. */
function tokenOf(ctx: Context): unknown {
  const body = ctx.request.body as { token?: unknown } | undefined;
  return body?.token ?? ctx.query.token;
}

/**
 * RFC 8058: mail clients POST "List-Unsubscribe=One-Click" form-encoded to the List-Unsubscribe
 * address. Only this route reads such bodies; the rest of the API takes JSON alone.
 */
const oneClickForm = koaBody({
  json: false,
  urlencoded: true,
  text: false,
  multipart: false,
  formLimit: '1kb',
  onError: rejectUnreadableBody,
});

/**
 * The newsletter with double opt-in. Subscribing stores a pending subscriber and mails a link to
 * confirm; only confirming makes it a subscription and brings the welcome. Every newsletter mail
 * links to unsubscribing, which deletes the subscriber: nothing about them is kept, and any link
 * mailed to them before stops working.
 *
 * Subscribing answers the same whatever the address's state (new, pending, subscribed, caught by
 * the spam trap), so nobody learns whether an address is a subscriber; only the address's owner
 * does, from the mail: a link to confirm, or, once a day at most, a note that it is subscribed.
 * A subscription the spam trap caught is kept held and mailed nothing until an admin releases
 * it; the address's owner subscribing later replaces it (a bot cannot keep them out).
 */
export function subscriptionsRoutes(
  config: Pick<
    ApiConfig,
    'formMinFillMs' | 'sessionSecret' | 'siteUrl' | 'visitorMailsPerNetworkPerHour'
  >,
): Router {
  const screen = spamTrap(config, 'subscription');
  const mayMail = visitorMailShare(config.visitorMailsPerNetworkPerHour);
  /** Queues a mail that anyone could set off for this address again, within its shares. */
  const mailVisitor = async (message: MailMessage, clientAddress: string) => {
    if (await mayMail(message.to[0], clientAddress)) await enqueueMail(message);
  };
  const { tokens, unsubscribeLinks, confirmationMail } = newsletterLinks(config);
  const verified = (token: unknown, purpose: TokenPurpose) => {
    const check = typeof token === 'string' ? tokens.verify(token, purpose) : null;
    if (!check) throw badRequest(INVALID_LINK);
    return check;
  };

  const router = new Router(EXACT_PATHS);
  router.post('/api/newsletter/subscribe', async (ctx) => {
    const screened = screen(ctx, parseBody(SubscribeSchema, ctx.request.body));
    if (!screened) return;
    const { held, fields: input } = screened;
    const email = input.email.toLowerCase();
    if (held) {
      // Kept once per address: the unique index turns away a second one, or a real subscriber's.
      await insertFromVisitor(SubscriptionModel, {
        email,
        name: input.name,
        spam: true,
        status: 'pending',
      }).catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
      ctx.status = 201;
      ctx.body = subscribed;
      return;
    }
    const existing = await SubscriptionModel.findOne({ email }).lean();
    if (existing && isSubscribed(existing)) {
      const id = existing._id.toString();
      if ((await alreadySubscribedNotes.take(id)).allowed)
        await mailVisitor(alreadySubscribedMail(existing, unsubscribeLinks(id)), ctx.ip);
      ctx.status = 201;
      ctx.body = subscribed;
      return;
    }
    if (existing && !existing.spam) {
      // Subscribing again while pending sends the link again (within the mail cap).
      const id = existing._id.toString();
      const name = input.name || existing.name;
      if (name !== existing.name)
        await SubscriptionModel.updateOne({ _id: id }, { $set: { name } });
      await mailVisitor(confirmationMail(id, { email, name }), ctx.ip);
    } else {
      const subscriber = { email, name: input.name };
      await storeSubscriber(subscriber, async (id) =>
        (await mayMail(email, ctx.ip)) ? [confirmationMail(id, subscriber)] : [],
      );
    }
    ctx.status = 201;
    ctx.body = subscribed;
  });

  router.post('/api/newsletter/confirm', async (ctx) => {
    const { recordId: subscriberId, expired } = verified(tokenOf(ctx), 'confirm');
    const subscriber = await SubscriptionModel.findById(subscriberId).lean();
    // Gone: unsubscribed, or merged into its mailbox's subscription under another spelling.
    if (!subscriber)
      throw gone(
        'This subscription no longer exists. If our newsletters do not reach you, please subscribe again.',
      );
    // Opening the link twice (or after it expired) only tells what is already true.
    if (isSubscribed(subscriber)) {
      ctx.body = { message: ALREADY_CONFIRMED };
      return;
    }
    if (expired)
      throw gone('This confirmation link has expired. Please subscribe again to get a new one.');
    // A mailbox subscribed under another spelling (Jane.Doe@gmail.com, janedoe+news@gmail.com)
    // stays one subscription: one copy of each newsletter, one unsubscribe. Read once per pending
    // row, which then goes either way.
    const sameMailbox = await SubscriptionModel.find(
      {
        _id: mongoose.trusted({
          $in: await idsOfMailbox(SubscriptionModel.collection, ['email'], subscriber.email),
        }),
      },
      { spam: 1, status: 1 },
    ).lean();
    if (sameMailbox.some(isSubscribed)) {
      await SubscriptionModel.deleteOne({ _id: subscriber._id });
      ctx.body = { message: ALREADY_CONFIRMED };
      return;
    }
    await SubscriptionModel.updateOne(
      { _id: subscriber._id, status: 'pending' },
      { $set: { status: 'confirmed', confirmedAt: new Date() } },
    );
    // One welcome however many confirm at once: FerretDB lets concurrent conditional updates
    // all report the change, so the claim decides.
    await doOnce(`newsletter-welcome:${subscriberId}`, () =>
      mailVisitor(welcomeMail(subscriber, unsubscribeLinks(subscriberId)), ctx.ip),
    );
    ctx.body = { message: 'Thank you for confirming. You are now subscribed to our newsletter.' };
  });

  router.post('/api/newsletter/unsubscribe', oneClickForm, async (ctx) => {
    const { recordId: subscriberId, expired } = verified(tokenOf(ctx), 'unsubscribe');
    if (expired)
      throw gone(
        'This unsubscribe link has expired. Please use the link in our most recent newsletter, or write to us and we will unsubscribe you.',
      );
    // Every subscription of the mailbox ends, however its address was written.
    const subscriber = await SubscriptionModel.findById(subscriberId, { email: 1 }).lean();
    const removed = subscriber
      ? await deleteRowsOf(SubscriptionModel, ['email'], subscriber.email)
      : 0;
    if (removed === 0)
      throw gone(
        'You are already unsubscribed. If newsletters still arrive, please use the link in the latest one.',
      );
    ctx.body = {
      message: 'You have been unsubscribed and will receive no more newsletters from us.',
    };
  });

  // Mail clients without one-click open the List-Unsubscribe address in a browser: the site's
  // page asks there, since a GET must change nothing (scanners follow links).
  router.get('/api/newsletter/unsubscribe', (ctx) => {
    ctx.redirect(`/newsletter/unsubscribe${ctx.search}`);
  });
  return router;
}
