import { model, Schema, type InferSchemaType } from 'mongoose';
import { MESSAGE_STATUSES, type MessageStatus } from '@da-boulder/contracts';
import { trackListWrites } from '../../db/list-version';
import { schemaOptions } from '../../db/schema-options';

const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    interest: { type: String, default: '' },
    message: { type: String, required: true },
    /** Caught by the spam trap: kept for the chapter to see, never mailed. */
    spam: { type: Boolean, default: false },
    /** Where the chapter has filed it. Stored before filing existed: see messageStatus. */
    status: { type: String, enum: MESSAGE_STATUSES },
  },
  schemaOptions,
);
contactMessageSchema.index({ createdAt: -1, _id: -1 });
contactMessageSchema.index({ status: 1, createdAt: -1, _id: -1 });

// Every write reaches the admin list's cache on each API instance (shared/list-cache.ts).
trackListWrites(contactMessageSchema);

export type ContactMessageRecord = InferSchemaType<typeof contactMessageSchema> & { _id: unknown };
export const ContactMessageModel = model('ContactMessage', contactMessageSchema);

/** A message without a status was stored before filing existed: spam if the trap caught it. */
export function messageStatus(message: {
  status?: MessageStatus | null;
  spam?: boolean | null;
}): MessageStatus {
  return message.status ?? (message.spam ? 'spam' : 'open');
}
