import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import mongoose, { Types } from 'mongoose';
import type { ApiConfig } from '../../config/env';
import { ALREADY_UNSUBSCRIBED, INVALID_LINK, SubscribeSchema } from '@da-boulder/contracts';
import { isDuplicateKey } from '../../db/duplicate-key';
import { deleteRowsOf, idsOfMailbox } from '../../db/email-key';
import { insertFromVisitor } from '../../db/list-version';
import { badRequest, HttpError } from '../../errors/http-error';
import { visitorMailShare, type VisitorMailShare } from '../../mail/mail-policy';
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
 * link to confirm, when `share` lets the address be mailed today); nothing when another request
 * for the address got there at the same moment (the unique index lets one through, and that one
 * mails): this one's share goes back, so a double-click spends one of the day's mails.
 */
async function storeSubscriber(
  subscriber: { email: string; name: string },
  linkMail: (id: string) => MailMessage,
  share: VisitorMailShare,
  clientAddress: string,
) {
  const _id = new Types.ObjectId();
  let slots: string[] | null = null;
  try {
    await SubscriptionModel.deleteOne({ email: subscriber.email, spam: true });
    slots = await share(subscriber.email, clientAddress);
    await storeWithMail(
      slots ? [linkMail(String(_id))] : [],
      { collectionName: SubscriptionModel.collection.collectionName, recordId: _id },
      () => insertFromVisitor(SubscriptionModel, { _id, ...subscriber, status: 'pending' }),
    );
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    if (slots) await RateLimiter.release(slots);
  }
}

/**
 * The claim that decides a confirm, on the mailbox's rows as they stand (their ids, and which are
 * subscribed): two spellings confirmed at once see the same. Any row added, removed or confirmed
 * since (an unsubscribe, an admin's delete, the other spelling's confirm) makes another claim, so
 * none left from before keeps a spelling from merging or the mailbox from subscribing again.
 * Hashed, to stay short however many spellings the mailbox has.
 */
const mailboxClaim = (rows: ({ _id: unknown } & Parameters<typeof isSubscribed>[0])[]) => {
  const state = rows.map((row) => `${String(row._id)}:${isSubscribed(row)}`).sort();
  return `newsletter-confirm:${createHash('sha256').update(state.join()).digest('base64url')}`;
};

const GONE_SUBSCRIPTION =
  'This subscription no longer exists. If our newsletters do not reach you, please subscribe again.';
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
      // Subscribing again while pending sends the link again (within the mail cap), greeting the
      // name given now. The row keeps the first: FerretDB writes a whole document back, so a
      // write here would undo a confirm of the row at that moment.
      const name = input.name || existing.name;
      await mailVisitor(confirmationMail(existing._id.toString(), { email, name }), ctx.ip);
    } else {
      const subscriber = { email, name: input.name };
      await storeSubscriber(subscriber, (id) => confirmationMail(id, subscriber), mayMail, ctx.ip);
    }
    ctx.status = 201;
    ctx.body = subscribed;
  });

  router.post('/api/newsletter/confirm', async (ctx) => {
    const { recordId: subscriberId, expired } = verified(tokenOf(ctx), 'confirm');
    const subscriber = await SubscriptionModel.findById(subscriberId).lean();
    // Gone: unsubscribed, or merged into its mailbox's subscription under another spelling.
    if (!subscriber) throw gone(GONE_SUBSCRIPTION);
    // Opening the link twice (or after it expired) only tells what is already true.
    if (isSubscribed(subscriber)) {
      ctx.body = { message: ALREADY_CONFIRMED };
      return;
    }
    if (expired)
      throw gone('This confirmation link has expired. Please subscribe again to get a new one.');
    // A mailbox subscribed under another spelling (Jane.Doe@gmail.com, janedoe+news@gmail.com)
    // stays one subscription: one copy of each newsletter, one unsubscribe. Of the confirms of a
    // mailbox's rows at one moment, the one that claims them decides; the others leave their row
    // as it is (opened again, it merges) and say what the one decided makes true.
    const sameMailbox = await SubscriptionModel.find(
      {
        _id: mongoose.trusted({
          $in: await idsOfMailbox(SubscriptionModel.collection, ['email'], subscriber.email),
        }),
      },
      { spam: 1, status: 1 },
    ).lean();
    let merged = false;
    const decided = await doOnce(mailboxClaim(sameMailbox), async () => {
      const subscription = sameMailbox.find(
        (row) => isSubscribed(row) && !subscriber._id.equals(row._id),
      );
      if (!subscription) {
        await SubscriptionModel.updateOne(
          { _id: subscriber._id },
          { $set: { status: 'confirmed', confirmedAt: new Date() } },
        );
        return;
      }
      // The links mailed to this row end the subscription it joins. One such write at a time
      // (FerretDB may lose concurrent ones to a document): the claim names every row it joins.
      await SubscriptionModel.updateOne(
        { _id: subscription._id },
        { $addToSet: { mergedIds: subscriber._id } },
      );
      await SubscriptionModel.deleteOne({ _id: subscriber._id });
      merged = true;
    });
    if (!decided || merged) {
      ctx.body = { message: ALREADY_CONFIRMED };
      return;
    }
    // Unsubscribed or erased at this moment: no welcome to be sent or kept.
    const confirmed = await SubscriptionModel.findById(subscriber._id, {
      spam: 1,
      status: 1,
    }).lean();
    if (!confirmed || !isSubscribed(confirmed)) throw gone(GONE_SUBSCRIPTION);
    // Not within the mail caps: only the mailbox's owner sets it off, once per subscription, and
    // a stranger who spent the mailbox's day of mail must not silence it. One however many
    // confirm at once (a row named by other rows at other moments): the claim decides.
    await doOnce(`newsletter-welcome:${subscriberId}`, () =>
      enqueueMail(welcomeMail(subscriber, unsubscribeLinks(subscriberId))),
    );
    ctx.body = { message: 'Thank you for confirming. You are now subscribed to our newsletter.' };
  });

  router.post('/api/newsletter/unsubscribe', oneClickForm, async (ctx) => {
    // However old: a link works while its subscription lasts (subscription-tokens.ts).
    const { recordId: subscriberId } = verified(tokenOf(ctx), 'unsubscribe');
    // Every subscription of the mailbox ends, however its address was written: the link's own,
    // or the one it was merged into. Looked for by mergedIds only then, as that reads every row.
    const subscriber =
      (await SubscriptionModel.findById(subscriberId, { email: 1 }).lean()) ??
      (await SubscriptionModel.findOne({ mergedIds: subscriberId }, { email: 1 }).lean());
    const removed = subscriber
      ? await deleteRowsOf(SubscriptionModel, ['email'], subscriber.email)
      : 0;
    if (removed === 0) throw gone(ALREADY_UNSUBSCRIBED);
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
