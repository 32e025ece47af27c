import { model, Schema, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../../db/schema-options';

const programSchema = new Schema(
  {
    title: { type: String, required: true },
    description: { type: String, default: '' },
    imageUrl: { type: String, default: '' },
    linkUrl: { type: String, default: '' },
  },
  schemaOptions,
);

export type ProgramRecord = InferSchemaType<typeof programSchema> & { _id: unknown };
export const ProgramModel = model('Program', programSchema);
