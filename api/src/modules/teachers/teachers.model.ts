import { model } from 'mongoose';
import { teacherType } from '@da-boulder/contracts';
import { schemaFromContract, type StoredRecord } from '../../content/schema-from-contract';

const teacherSchema = schemaFromContract(teacherType);
// An upload is released only when no record uses it any more (releaseUploads, content/trash.ts).
teacherSchema.index({ imageUrl: 1 });

export type TeacherRecord = StoredRecord<typeof teacherType>;
export const TeacherModel = model<TeacherRecord>('Teacher', teacherSchema);
