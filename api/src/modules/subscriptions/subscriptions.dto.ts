import type { Subscriber } from '@da-boulder/contracts';
import type { SubscriptionRecord } from './subscriptions.model';

export function toSubscriberDto(subscription: SubscriptionRecord): Subscriber {
  return {
    id: String(subscription._id),
    email: subscription.email,
    name: subscription.name ?? '',
    // Stored before confirmation links existed: subscribed all the same. Held ones never were.
    status: subscription.status ?? (subscription.spam ? 'pending' : 'confirmed'),
    held: Boolean(subscription.spam),
    createdAt: subscription.createdAt.toISOString(),
    confirmedAt: subscription.confirmedAt ? subscription.confirmedAt.toISOString() : null,
  };
}
