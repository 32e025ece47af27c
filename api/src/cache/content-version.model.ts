import { model, Schema } from 'mongoose';

/**
 * One tiny document that every content write increments. API instances compare it with the
 * version their read cache was built at, so a write on one instance reaches all of them.
 */
const contentVersionSchema = new Schema(
  { _id: { type: String, required: true }, version: { type: Number, required: true, default: 0 } },
  { versionKey: false },
);

export const ContentVersionModel = model(
  'ContentVersion',
  contentVersionSchema,
  'content_versions',
);
