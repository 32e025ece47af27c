import { model } from 'mongoose';
import { webinarType } from '@da-boulder/contracts';
import { schemaFromContract, type StoredRecord } from '../../content/schema-from-contract';

// The page's address, made once at create (webinars.service.ts) and kept on update.
const webinarSchema = schemaFromContract(webinarType, {
  slug: { type: String, required: true, unique: true },
});
// Lists are newest first, by year.
webinarSchema.index({ year: 1 });

export type WebinarRecord = StoredRecord<typeof webinarType> & { slug: string };
export const WebinarModel = model<WebinarRecord>('Webinar', webinarSchema);
