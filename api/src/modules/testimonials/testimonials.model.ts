import { model } from 'mongoose';
import { testimonialType } from '@da-boulder/contracts';
import { schemaFromContract, type StoredRecord } from '../../content/schema-from-contract';

export type TestimonialRecord = StoredRecord<typeof testimonialType>;
export const TestimonialModel = model<TestimonialRecord>(
  'Testimonial',
  schemaFromContract(testimonialType),
);
