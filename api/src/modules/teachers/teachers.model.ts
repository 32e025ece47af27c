import { model, Schema, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../../db/schema-options';

const teacherSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, default: '' },
    title: { type: String, default: '' },
    bio: { type: String, default: '' },
    personalDescription: { type: String, default: '' },
    location: { type: String, default: '' },
    imagePath: { type: String, default: '' },
    imageUrl: { type: String, default: '', index: true },
    websiteUrl: { type: String, default: '' },
  },
  schemaOptions,
);

export type TeacherRecord = InferSchemaType<typeof teacherSchema> & { _id: unknown };
export const TeacherModel = model('Teacher', teacherSchema);
