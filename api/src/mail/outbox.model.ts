import { model, Schema, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../db/schema-options';

/**
 * Mail waiting to be sent. Every message is stored here first and sent by the outbox worker,
 * with retries and exponential backoff, so an SMTP outage delays mail but never loses it.
 */
const outboxSchema = new Schema(
  {
    to: { type: [String], required: true },
    replyTo: { type: String, default: '' },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    status: { type: String, enum: ['pending', 'sending', 'sent', 'failed'], default: 'pending' },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, default: () => new Date() },
    // While one worker sends a message, no other picks it up; a crashed send frees it again.
    lockedUntil: { type: Date, default: null },
    lastError: { type: String, default: '' },
    sentAt: { type: Date, default: null },
  },
  schemaOptions,
);
outboxSchema.index({ status: 1, nextAttemptAt: 1 });

export type OutboxRecord = InferSchemaType<typeof outboxSchema> & { _id: unknown };
export const OutboxModel = model('OutboxMessage', outboxSchema, 'mail_outbox');
