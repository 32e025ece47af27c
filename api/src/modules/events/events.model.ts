import { model, Schema } from 'mongoose';
import { eventType } from '@da-boulder/contracts';
import { schemaFromContract, type StoredRecord } from '../../content/schema-from-contract';

const eventSchema = schemaFromContract(eventType, {
  // The page's address, made once at create (events.service.ts) and kept on update.
  slug: { type: String, required: true, unique: true },
  // Calendars' SEQUENCE: raised by the service when the event moves or its status changes
  // (see REVISING_FIELDS).
  sequence: { type: Number, default: 0 },
  // A change whose notice to registrants could not be queued, kept until they are told
  // (UntoldChange, event-registrants.ts).
  untoldChange: { type: Schema.Types.Mixed },
});
// The arranged order; and an upload is released only when no record uses it (releaseUploads, content/trash.ts).
eventSchema.index({ sortOrder: 1 });
eventSchema.index({ imageUrl: 1 });
eventSchema.index({ flyerUrl: 1 });

// The meeting link is private: never in an answer of toEventDto (see GET
// /api/cms/events/:id/meeting-link).
export type EventRecord = StoredRecord<typeof eventType> & {
  slug: string;
  sequence: number;
  untoldChange?: UntoldChange;
};

/**
 * A change registrants are still to be told of: its day, time, place and status in the notice's
 * words as those registered before it knew them (`known`) and as it made them (`made`, what those
 * registered since were told), when it was saved, the sequence it started from, and a cancel's note.
 */
export interface UntoldChange {
  known: Record<string, string>;
  made: Record<string, string>;
  at: Date;
  sequence: number;
  note?: string;
}
export const EventModel = model<EventRecord>('Event', eventSchema);
