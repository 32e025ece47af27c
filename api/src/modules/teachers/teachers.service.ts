import mongoose from 'mongoose';
import * as v from 'valibot';
import type { Teacher, TeacherInputSchema } from '@da-boulder/contracts';
import type { PagedList } from '../../shared/paging';
import { toObjectId } from '../../db/object-id';
import { srcSetsFor } from '../../uploads/responsive-images';
import { TrashModel } from '../../content/trash.model';
import { EventModel } from '../events/events.model';
import { toTeacherDto } from './teachers.dto';
import { TeacherModel, type TeacherRecord } from './teachers.model';

type TeacherFields = v.InferOutput<typeof TeacherInputSchema>;

async function toDtos(teachers: TeacherRecord[]): Promise<Teacher[]> {
  const srcSets = await srcSetsFor(teachers.map((t) => t.imageUrl || t.imagePath || ''));
  return teachers.map((teacher) => toTeacherDto(teacher, srcSets));
}

/** One teacher's answer. */
export async function teacherDto(teacher: TeacherRecord): Promise<Teacher> {
  const [dto] = await toDtos([teacher]);
  return dto;
}

/** Oldest first, a page's photos read at once. */
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

/** A photo that came with the form, already stored. */
export type TeacherUploads = { imageUrl?: string };

/** The photo: a new upload wins; an explicit imageUrl ('' clears) next; else what is stored. */
function photoOf(fields: TeacherFields, uploads: TeacherUploads, stored?: TeacherRecord) {
  const imageUrl = uploads.imageUrl ?? fields.imageUrl ?? stored?.imageUrl ?? '';
  const imagePath =
    uploads.imageUrl !== undefined || fields.imageUrl !== undefined
      ? imageUrl
      : (fields.imagePath ?? stored?.imagePath ?? '');
  return { imageUrl, imagePath };
}

export const newTeacher = (fields: TeacherFields, uploads: TeacherUploads) => ({
  ...fields,
  ...photoOf(fields, uploads),
});

export const updatedTeacher = (
  fields: TeacherFields,
  stored: TeacherRecord,
  uploads: TeacherUploads,
) => ({ ...fields, ...photoOf(fields, uploads, stored) });

/** Events in the trash: restored, they list the teachers their record lists. */
const TRASHED_EVENTS = { kind: 'events' };

/**
 * Events stop listing a deleted teacher, those in the trash too: the ids of those that listed
 * them.
 */
export async function unlistFromEvents(deleted: TeacherRecord): Promise<string[]> {
  const id = String(deleted._id);
  const listing = await EventModel.find({ teacherProfileIds: id }, { _id: 1 }).lean();
  await EventModel.updateMany({ teacherProfileIds: id }, { $pull: { teacherProfileIds: id } });
  const inTrash = { ...TRASHED_EVENTS, 'record.teacherProfileIds': id };
  const trashed = await TrashModel.find(inTrash, { record: 1 }).lean();
  await TrashModel.updateMany(inTrash, { $pull: { 'record.teacherProfileIds': id } });
  return [...listing, ...trashed.map(({ record }) => record as { _id: unknown })].map((event) =>
    String(event._id),
  );
}

/** A teacher back from the trash is listed again on the events that listed them, trashed or not. */
export async function relistOnEvents(restored: TeacherRecord, eventIds: string[]) {
  const id = String(restored._id);
  await EventModel.updateMany(
    { _id: mongoose.trusted({ $in: eventIds }) },
    { $addToSet: { teacherProfileIds: id } },
  );
  const trashed = eventIds.flatMap((eventId) => toObjectId(eventId) ?? []);
  await TrashModel.updateMany(
    { ...TRASHED_EVENTS, 'record._id': mongoose.trusted({ $in: trashed }) },
    { $addToSet: { 'record.teacherProfileIds': id } },
  );
}
