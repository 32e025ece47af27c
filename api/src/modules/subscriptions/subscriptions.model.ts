import { model, Schema, type InferSchemaType } from 'mongoose';
import { SUBSCRIBER_STATUSES } from '@da-boulder/contracts';
import { trackListWrites } from '../../db/list-version';
import { schemaOptions } from '../../db/schema-options';

const subscriptionSchema = new Schema(
  {
    // Lowercased, so one address subscribes once however it is typed.
    email: { type: String, required: true, unique: true },
    name: { type: String, default: '' },
    /** Caught by the spam trap: kept, never mailed, and replaced by a person's own subscription. */
    spam: { type: Boolean, default: false },
    /**
     * "pending" until the address's owner opens the link mailed to it. No default: subscribers
     * stored before confirmation existed have no status and count as confirmed.
     */
    status: { type: String, enum: SUBSCRIBER_STATUSES },
    confirmedAt: { type: Date },
    /**
     * The rows of other spellings of the mailbox merged into this subscription as they were
     * confirmed: the unsubscribe links mailed to them end this one.
     */
    mergedIds: { type: [Schema.Types.ObjectId], default: undefined },
  },
  schemaOptions,
);

// The admin list, newest first. Erasing a person needs no more: the address is stored lowercased.
subscriptionSchema.index({ createdAt: -1, _id: -1 });

// Every write reaches the admin list's cache on each API instance (shared/list-cache.ts).
trackListWrites(subscriptionSchema);

export type SubscriptionRecord = InferSchemaType<typeof subscriptionSchema> & { _id: unknown };
export const SubscriptionModel = model('Subscription', subscriptionSchema);

/** Whether newsletters go to this subscription: a person's, confirmed or from before confirming. */
export function isSubscribed(subscription: { spam?: boolean | null; status?: string | null }) {
  return !subscription.spam && subscription.status !== 'pending';
}
