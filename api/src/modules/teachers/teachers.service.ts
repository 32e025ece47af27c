import mongoose from 'mongoose';
import * as v from 'valibot';
import type { Teacher, TeacherInputSchema } from '../../contracts';
import { byIdOr404 } from '../../db/find-or-404';
import type { PagedList } from '../../shared/paging';
import { toObjectId } from '../../db/object-id';
import { releaseUploads } from '../../uploads/release-uploads';
import { srcSetsFor } from '../../uploads/responsive-images';
import { EventModel } from '../events/events.model';
import { toTeacherDto } from './teachers.dto';
import { TeacherModel, type TeacherRecord } from './teachers.model';

type TeacherFields = v.InferOutput<typeof TeacherInputSchema>;

async function toDtos(teachers: TeacherRecord[]): Promise<Teacher[]> {
  const srcSets = await srcSetsFor(teachers.map((t) => t.imageUrl || t.imagePath || ''));
  return teachers.map((teacher) => toTeacherDto(teacher, srcSets));
}

/** Oldest first. */
export const teacherList: PagedList<Teacher> = {
  count: () => TeacherModel.countDocuments(),
  read: async ({ skip, limit }) =>
    toDtos(await TeacherModel.find().sort({ _id: 1 }).skip(skip).limit(limit).lean()),
};

/** Teachers by id, for the profiles an event shows; unknown or malformed ids are skipped. */
export async function teachersById(ids: string[]): Promise<Map<string, Teacher>> {
  const objectIds = [...new Set(ids)].map(toObjectId).filter((id) => id !== null);
  if (objectIds.length === 0) return new Map();
  const teachers = await TeacherModel.find({ _id: mongoose.trusted({ $in: objectIds }) }).lean();
  return new Map((await toDtos(teachers)).map((teacher) => [teacher.id, teacher]));
}

/** The photo: a new upload wins; an explicit imageUrl ('' clears) next; else what is stored. */
function photoOf(fields: TeacherFields, uploadedUrl: string | undefined, stored?: TeacherRecord) {
  const imageUrl = uploadedUrl ?? fields.imageUrl ?? stored?.imageUrl ?? '';
  const imagePath =
    uploadedUrl !== undefined || fields.imageUrl !== undefined
      ? imageUrl
      : (fields.imagePath ?? stored?.imagePath ?? '');
  return { imageUrl, imagePath };
}

export async function createTeacher(fields: TeacherFields, uploadedUrl?: string): Promise<Teacher> {
  try {
    const teacher = await TeacherModel.create({ ...fields, ...photoOf(fields, uploadedUrl) });
    const [dto] = await toDtos([teacher.toObject()]);
    return dto;
  } catch (error) {
    await releaseUploads([uploadedUrl]);
    throw error;
  }
}

export async function updateTeacher(
  id: string,
  fields: TeacherFields,
  uploadedUrl?: string,
): Promise<Teacher> {
  let stored: TeacherRecord;
  let updated: TeacherRecord | null;
  try {
    stored = await byIdOr404(id, 'Teacher', (objectId) => TeacherModel.findById(objectId).lean());
    updated = await TeacherModel.findByIdAndUpdate(
      stored._id,
      { ...fields, ...photoOf(fields, uploadedUrl, stored) },
      { new: true },
    ).lean();
  } catch (error) {
    await releaseUploads([uploadedUrl]);
    throw error;
  }
  await releaseUploads([stored.imageUrl, stored.imagePath]);
  if (!updated) throw new Error('teacher vanished during update');
  const [dto] = await toDtos([updated]);
  return dto;
}

export async function deleteTeacher(id: string): Promise<void> {
  const deleted = await byIdOr404(id, 'Teacher', (objectId) =>
    TeacherModel.findByIdAndDelete(objectId).lean(),
  );
  // Events stop listing a teacher who no longer exists.
  await EventModel.updateMany(
    { teacherProfileIds: String(deleted._id) },
    { $pull: { teacherProfileIds: String(deleted._id) } },
  );
  await releaseUploads([deleted.imageUrl, deleted.imagePath]);
}
