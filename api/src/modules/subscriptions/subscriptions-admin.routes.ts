import mongoose from 'mongoose';
import type * as v from 'valibot';
import {
  SubscriberListQuerySchema,
  subscriberType,
  type Subscriber,
  type SubscriberStatus,
} from '../../contracts';
import type { ApiConfig } from '../../config/env';
import { allOf, containing, held, type Filter } from '../../db/filters';
import { enqueueMail } from '../../mail/outbox';
import { adminListRoutes, takeHeld, type AdminList, type Release } from '../../shared/admin-list';
import { newsletterLinks } from './newsletter-links';
import { toSubscriberDto } from './subscriptions.dto';
import { SubscriptionModel, type SubscriptionRecord } from './subscriptions.model';

type SubscriberQuery = v.InferOutput<typeof SubscriberListQuerySchema>;

/** Subscribers without a status were stored before confirmation links existed: confirmed. */
const withStatus = (status: SubscriberStatus): Filter =>
  status === 'pending' ? { status } : { status: mongoose.trusted({ $ne: 'pending' }) };

const filter = (status: SubscriberStatus | '', isHeld: boolean, q: string) =>
  allOf(held(isHeld), status ? withStatus(status) : {}, containing(q, ['email', 'name']));

/**
 * The newsletter's subscribers, with `q` in the address or name. Subscriptions the spam trap
 * holds are left out unless `?held=true` asks for them alone, for an admin to release a person's
 * (erasing their address removes them). The CSV, for the newsletter tool, holds confirmed
 * subscribers unless `?status=` asks for pending ones, and never held ones.
 */
export const subscriberList: AdminList<SubscriberQuery, SubscriptionRecord, Subscriber> = {
  type: subscriberType,
  model: SubscriptionModel,
  query: SubscriberListQuerySchema,
  indexed: ['spam', 'status', 'email', 'name'],
  filter: ({ status, held: isHeld, q }) => filter(status, isHeld === 'true', q),
  toDto: toSubscriberDto,
  csvFilter: ({ status, q }) => filter(status || 'confirmed', false, q),
};

/** Makes a held subscription a person's pending one and mails them the link to confirm. */
function releaser(config: Pick<ApiConfig, 'sessionSecret' | 'siteUrl'>): Release {
  const { confirmationMail } = newsletterLinks(config);
  return async (_id) => {
    const trapped = await takeHeld<SubscriptionRecord>(SubscriptionModel, _id, {
      status: 'pending',
    });
    if (!trapped) return false;
    // The admin chose to send it: the caps on what visitors can set off do not apply.
    await enqueueMail(
      confirmationMail(String(_id), { email: trapped.email, name: trapped.name ?? '' }),
    );
    return true;
  };
}

/** The subscribers list, its CSV, delete and release. */
export const subscribersAdminRoutes = (config: Pick<ApiConfig, 'sessionSecret' | 'siteUrl'>) =>
  adminListRoutes(subscriberList, { release: releaser(config) });
