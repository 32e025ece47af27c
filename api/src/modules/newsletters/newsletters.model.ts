import { model, Schema, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../../db/schema-options';

const newsletterSchema = new Schema(
  {
    month: { type: String, required: true },
    year: { type: Number, required: true, index: true },
    link: { type: String, required: true },
    isSpecial: { type: Boolean, default: false },
    specialDescription: { type: String, default: '' },
  },
  schemaOptions,
);

export type NewsletterRecord = InferSchemaType<typeof newsletterSchema> & { _id: unknown };
export const NewsletterModel = model('Newsletter', newsletterSchema);
