import { model, Schema } from 'mongoose';
import { schemaOptions } from '../../db/schema-options';

const subscriptionSchema = new Schema(
  {
    // Lowercased, so one address subscribes once however it is typed.
    email: { type: String, required: true, unique: true },
    name: { type: String, default: '' },
    /** Caught by the spam trap: kept, never mailed, and replaced by a person's own subscription. */
    spam: { type: Boolean, default: false },
  },
  schemaOptions,
);

export const SubscriptionModel = model('Subscription', subscriptionSchema);
