import type Router from '@koa/router';
import mongoose from 'mongoose';
import type * as v from 'valibot';
import {
  SubscriberListQuerySchema,
  subscriberType,
  type Subscriber,
  type SubscriberStatus,
} from '../../contracts';
import { allOf, containing, notSpam, type Filter } from '../../db/filters';
import { adminListRoutes, type AdminList } from '../../shared/admin-list';
import { toSubscriberDto } from './subscriptions.dto';
import { SubscriptionModel, type SubscriptionRecord } from './subscriptions.model';

type SubscriberQuery = v.InferOutput<typeof SubscriberListQuerySchema>;

/** Subscribers without a status were stored before confirmation links existed: confirmed. */
const withStatus = (status: SubscriberStatus): Filter =>
  status === 'pending' ? { status } : { status: mongoose.trusted({ $ne: 'pending' }) };

const filter = (status: SubscriberStatus | '', q: string) =>
  allOf(notSpam(), status ? withStatus(status) : {}, containing(q, ['email', 'name']));

/**
 * The newsletter's subscribers, with `q` in the address or name. Subscriptions the spam trap
 * caught are nobody's and are left out (erasing their address removes them). The CSV, for the
 * newsletter tool, holds confirmed subscribers unless `?status=` asks for pending ones.
 */
export const subscriberList: AdminList<SubscriberQuery, SubscriptionRecord, Subscriber> = {
  type: subscriberType,
  model: SubscriptionModel,
  query: SubscriberListQuerySchema,
  indexed: ['spam', 'status', 'email', 'name'],
  filter: ({ status, q }) => filter(status, q),
  toDto: toSubscriberDto,
  csvFilter: ({ status, q }) => filter(status || 'confirmed', q),
};

/** The subscribers list, its CSV and delete. */
export const subscribersAdminRoutes = (): Router => adminListRoutes(subscriberList);
