import { model, Schema, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../../db/schema-options';

/** Stored with video_url/thumbnail_url as SPEC §3 names them; the DTO adds camelCase twins. */
const webinarSchema = new Schema(
  {
    slug: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    presenter: { type: String, default: '' },
    video_url: { type: String, default: '' },
    thumbnail_url: { type: String, default: '' },
    tags: { type: [String], default: [] },
    year: { type: Number, required: true, index: true },
    month: { type: String, required: true },
  },
  schemaOptions,
);

export type WebinarRecord = InferSchemaType<typeof webinarSchema> & { _id: unknown };
export const WebinarModel = model('Webinar', webinarSchema);
