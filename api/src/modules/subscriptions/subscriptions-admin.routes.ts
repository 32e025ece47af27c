import type * as v from 'valibot';
import { SubscriberListQuerySchema, subscriberType, type Subscriber } from '@da-boulder/contracts';
import type { ApiConfig } from '../../config/env';
import { enqueueMail } from '../../mail/outbox';
import { adminListRoutes, takeHeld, type AdminList, type Release } from '../../shared/admin-list';
import { newsletterLinks } from './newsletter-links';
import { toSubscriberDto } from './subscriptions.dto';
import { SubscriptionModel, type SubscriptionRecord } from './subscriptions.model';

type SubscriberQuery = v.InferOutput<typeof SubscriberListQuerySchema>;

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
  filter: (row, { status, held }) =>
    row.held === (held === 'true') && (!status || row.status === status),
  search: ['email', 'name'],
  toDto: toSubscriberDto,
  csvQuery: (query) => ({ ...query, status: query.status || 'confirmed', held: '' }),
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
