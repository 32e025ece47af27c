import { model, Schema, type FlattenMaps, type InferSchemaType, type Types } from 'mongoose';
import { schemaOptions } from '../db/schema-options';

/** A small text file sent with a message (the .ics of a registration confirmation). */
const attachmentSchema = new Schema(
  {
    filename: { type: String, required: true },
    contentType: { type: String, required: true },
    content: { type: String, required: true },
  },
  { _id: false },
);

/** The message itself, as queued and as archived. */
const messageFields = {
  to: { type: [String], required: true },
  replyTo: { type: String, default: '' },
  subject: { type: String, required: true },
  text: { type: String, required: true },
  headers: { type: Map, of: String, default: undefined },
  attachments: { type: [attachmentSchema], default: undefined },
  /** Its text held a sign-in secret (MailMessage's `secret`): kept only until it is sent. */
  secret: { type: Boolean, default: undefined },
};

/** What the archive keeps of a secret's text. */
export const SECRET_NOT_KEPT = '(This mail held a sign-in link or code, which is not kept.)';

/**
 * Mail waiting to be sent. Every message is stored here first and sent by the outbox worker,
 * with retries and exponential backoff, so an SMTP outage delays mail but never loses it.
 * Once sent or given up, a message moves out (archiveSchema): the outbox holds only live work,
 * because FerretDB 1.24 reads a whole collection for every query (it uses no index to find
 * rows), so a month of sent mail here would make every claim slow.
 */
const outboxSchema = new Schema(
  {
    ...messageFields,
    // "sent" and "failed" last only until the message is archived (a crash in between leaves
    // them for the worker's maintenance to finish).
    status: { type: String, enum: ['pending', 'sending', 'sent', 'failed'], default: 'pending' },
    /** Attempts started; the next claim is attempt `attempts + 1`. */
    attempts: { type: Number, default: 0 },
    /** When the message is due; while "sending", when its claim lapses (the sender died). */
    nextAttemptAt: { type: Date, default: () => new Date() },
    lastError: { type: String, default: '' },
    finishedAt: { type: Date, default: null },
    /**
     * The record (a registration, a message, a subscriber) this mail was queued for before the
     * record itself was stored (storeWithMail); cleared once it is. Sent only if the record exists.
     */
    heldFor: {
      type: new Schema({ collectionName: String, recordId: Schema.Types.Mixed }, { _id: false }),
      default: undefined,
    },
  },
  schemaOptions,
);
// The claim's query: status equality, then due time as range and sort (MongoDB uses it).
outboxSchema.index({ status: 1, nextAttemptAt: 1 });

// Read lean, so the headers map is a plain object.
export type OutboxRecord = FlattenMaps<InferSchemaType<typeof outboxSchema>> & {
  _id: Types.ObjectId;
};
export const OutboxModel = model('OutboxMessage', outboxSchema, 'mail_outbox');

/**
 * One document per attempt at sending a message. Its unique index is what makes a claim
 * exclusive: inserting is atomic on MongoDB and on FerretDB alike, whereas FerretDB 1.24 runs a
 * conditional update or findOneAndUpdate as a read followed by a write, so two instances can both
 * "win" the same message that way.
 */
const leaseSchema = new Schema(
  {
    messageId: { type: Schema.Types.ObjectId, required: true },
    attempt: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
leaseSchema.index({ messageId: 1, attempt: 1 }, { unique: true });
leaseSchema.index({ expiresAt: 1 });

export const OutboxLeaseModel = model('OutboxLease', leaseSchema, 'mail_outbox_leases');

/**
 * Finished mail: in `mail_archive` sent mail, kept for SENT_MAIL_RETENTION_DAYS; in
 * `mail_given_up` mail given up on, kept until an admin acts. Apart, because FerretDB 1.24 reads
 * a whole collection for every query: the dashboard counts and lists the few given up on with
 * each visit, which a month of sent mail beside them would make slow.
 */
const archiveSchema = new Schema(
  {
    ...messageFields,
    status: { type: String, enum: ['sent', 'failed'], required: true },
    attempts: { type: Number, required: true },
    lastError: { type: String, default: '' },
    queuedAt: { type: Date, required: true },
    finishedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
archiveSchema.index({ status: 1, finishedAt: 1 });

export const MailArchiveModel = model('ArchivedMail', archiveSchema, 'mail_archive');
export const GivenUpMailModel = model('GivenUpMail', archiveSchema, 'mail_given_up');

/**
 * When mail last went out, in one document: the dashboard reads it with every look at the mail,
 * and finding it in the archive would read a month of sent mail on FerretDB (5,000 mails: 0.8 s).
 */
const lastSentSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);
export const MailLastSentModel = model('MailLastSent', lastSentSchema, 'mail_last_sent');
export const LAST_SENT_ID = 'last';
