import { model } from 'mongoose';
import { newsletterType } from '@da-boulder/contracts';
import { schemaFromContract, type StoredRecord } from '../../content/schema-from-contract';

const newsletterSchema = schemaFromContract(newsletterType);
// Lists are newest first, by year.
newsletterSchema.index({ year: 1 });

export type NewsletterRecord = StoredRecord<typeof newsletterType>;
export const NewsletterModel = model<NewsletterRecord>('Newsletter', newsletterSchema);
