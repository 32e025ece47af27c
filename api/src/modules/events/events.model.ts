import { model } from 'mongoose';
import { eventType } from '@da-boulder/contracts';
import { schemaFromContract, type StoredRecord } from '../../content/schema-from-contract';

const eventSchema = schemaFromContract(eventType, {
  // The page's address, made once at create (events.service.ts) and kept on update.
  slug: { type: String, required: true, unique: true },
  // Calendars' SEQUENCE: raised by the service when the event moves or its status changes
  // (see REVISING_FIELDS).
  sequence: { type: Number, default: 0 },
});
// The arranged order; and an upload is released only when no record uses it (releaseUploads, content/trash.ts).
eventSchema.index({ sortOrder: 1 });
eventSchema.index({ imageUrl: 1 });
eventSchema.index({ flyerUrl: 1 });

// The meeting link is private: never in an answer of toEventDto (see GET
// /api/cms/events/:id/meeting-link).
export type EventRecord = StoredRecord<typeof eventType> & { slug: string; sequence: number };
export const EventModel = model<EventRecord>('Event', eventSchema);
