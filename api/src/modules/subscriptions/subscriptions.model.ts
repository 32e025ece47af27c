import { model, Schema } from 'mongoose';
import { schemaOptions } from '../../db/schema-options';

const subscriptionSchema = new Schema(
  {
    // Lowercased, so one address subscribes once however it is typed.
    email: { type: String, required: true, unique: true },
    name: { type: String, default: '' },
  },
  schemaOptions,
);

export const SubscriptionModel = model('Subscription', subscriptionSchema);
