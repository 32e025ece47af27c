import { model, Schema, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../../db/schema-options';

const testimonialSchema = new Schema(
  {
    quote: { type: String, required: true },
    name: { type: String, default: '' },
    reviewCount: { type: String, default: '' },
    date: { type: String, default: '' },
  },
  schemaOptions,
);

export type TestimonialRecord = InferSchemaType<typeof testimonialSchema> & { _id: unknown };
export const TestimonialModel = model('Testimonial', testimonialSchema);
