import { model, Schema } from 'mongoose';

/**
 * Server-side session data; the cookie only carries the session id. FerretDB has no TTL indexes,
 * so expired sessions are rejected and removed when read, and swept at start-up.
 */
const sessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    expiresAt: { type: Date, required: true, index: true },
    /** When the session began (sessions from before this field have none). */
    createdAt: Date,
  },
  { versionKey: false, minimize: false },
);
// A user's sessions are found (listed, ended) by the user id the session data holds.
sessionSchema.index({ 'data.userId': 1 });

export const SessionModel = model('Session', sessionSchema);
