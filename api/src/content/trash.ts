import Router from '@koa/router';
import type { Context } from 'koa';
import mongoose, { type Model } from 'mongoose';
import type { TrashItem } from '@da-boulder/contracts';
import { requireAdminNoStore } from '../auth/current-user';
import { isDuplicateKey } from '../db/duplicate-key';
import { requireObjectId } from '../db/object-id';
import { conflict, notFound } from '../errors/http-error';
import { noteActivitySubject } from '../modules/staff/activity';
import { deleteFile, uploadIdFromUrl } from '../uploads/gridfs';
import { TrashModel } from './trash.model';
import { EXACT_PATHS } from '../shared/exact-paths';
import { PAGE_SIZE_CAP, readPage, type PageRange } from '../shared/paging';

// Issue 48: deleting content moves it to the trash, from which an admin restores it as it was,
// its files included; it is purged after TRASH_DAYS. People data is never trashed ("Forget a
// person" erases at once).

/** How long a deleted item waits in the trash. */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the trash knows of each content type, registered by its routes (contentRoutes). */
export interface Trashable {
  // Mongoose's Model carries many type parameters the trash never uses.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  noun: string;
  /** The files a record uses, released at its purge (unless used elsewhere). */
  filesOf(record: unknown): (string | null | undefined)[];
  /** Puts back what deleting it changed elsewhere (`undo`, as its delete said). */
  restored?(record: unknown, undo: string[]): Promise<unknown>;
}
const kinds = new Map<string, Trashable>();

export const registerTrashable = (kind: string, trashable: Trashable) =>
  void kinds.set(kind, trashable);

/**
 * Moves a stored record to the trash: the trash keeps it first, then it leaves its collection, so
 * a failure between the two loses nothing. The entry takes the record's id, so a record is in the
 * trash once however many deletes arrive at once (FerretDB may hand each of them the record). A
 * save that landed meanwhile is what was deleted, so the trash keeps that, and the files only the
 * earlier version named go. Answers the trash entry's id, or null when another request deleted it
 * first.
 */
export async function moveToTrash(
  kind: string,
  record: { _id: unknown },
  { title, deletedBy, undo }: { title: string; deletedBy: string; undo: () => Promise<string[]> },
): Promise<string | null> {
  const { model, filesOf } = kinds.get(kind)!;
  let entry;
  try {
    entry = await TrashModel.create({
      _id: record._id,
      kind,
      record,
      title,
      deletedBy,
      deletedAt: new Date(),
    });
  } catch (error) {
    if (isDuplicateKey(error)) return null;
    throw error;
  }
  const deleted: unknown = await model.findOneAndDelete({ _id: record._id }).lean();
  if (!deleted) {
    await TrashModel.deleteOne({ _id: entry._id });
    return null;
  }
  if (JSON.stringify(deleted) !== JSON.stringify(record)) {
    await TrashModel.updateOne({ _id: entry._id }, { $set: { record: deleted } });
    await releaseUploads(filesOf(record));
  }
  const changed = await undo();
  if (changed.length > 0)
    await TrashModel.updateOne({ _id: entry._id }, { $set: { undo: changed } });
  return String(entry._id);
}

/** A page of the trash, newest first. */
async function trashItems({ skip, limit }: PageRange): Promise<TrashItem[]> {
  const entries = await TrashModel.find({}, { record: 0, undo: 0 })
    .sort({ deletedAt: -1, _id: -1 })
    .skip(skip)
    .limit(limit)
    .lean();
  return entries.map((entry) => ({
    id: String(entry._id),
    kind: entry.kind,
    title: entry.title,
    deletedAt: entry.deletedAt.toISOString(),
    deletedBy: entry.deletedBy,
  }));
}

/**
 * Puts a trashed record back as it was stored, under its own id: the entry is claimed by its
 * removal, and the record's id is unique, so two restores at once put it back once. An item of
 * that address (slug) made since answers 409 and it stays in the trash.
 */
async function restore(ctx: Context): Promise<void> {
  const id = requireObjectId(ctx.params.id);
  const entry = await TrashModel.findOneAndDelete({ _id: id }).lean();
  if (!entry) throw notFound('Not in the trash');
  const trashable = kinds.get(entry.kind)!;
  const record = entry.record as mongoose.mongo.Document;
  try {
    await trashable.model.collection.insertOne(record);
  } catch (error) {
    // Another restore at once put it back already (FerretDB may hand both the entry).
    if (isDuplicateKey(error) && (await trashable.model.exists({ _id: record._id })))
      throw notFound('Not in the trash');
    await TrashModel.create(entry);
    if (isDuplicateKey(error))
      throw conflict(
        `Another ${trashable.noun} now has this one's address: delete that one first to restore this one`,
      );
    throw error;
  }
  await trashable.restored?.(entry.record, entry.undo);
  noteActivitySubject(ctx, { id: String(record._id), title: entry.title });
  ctx.body = { message: `${entry.title || 'Item'} restored`, kind: entry.kind };
}

/** `GET /api/cms/trash` (paged) and `POST /api/cms/trash/:id/restore`. */
export function trashRoutes(): Router {
  const router = new Router(EXACT_PATHS);
  router.get('/api/cms/trash', requireAdminNoStore, async (ctx) => {
    ctx.body = await readPage(ctx, 'items', PAGE_SIZE_CAP.standard, {
      count: () => TrashModel.countDocuments().exec(),
      read: trashItems,
    });
  });
  router.post('/api/cms/trash/:id/restore', requireAdminNoStore, restore);
  return router;
}

/**
 * Deletes the stored files behind these URLs that no content record names any more, in any field
 * and any case (a webinar may show an event's picture, a text may hold one), nor a record in the
 * trash, which keeps its files until it is purged. Called after a record dropped or replaced them;
 * URLs that are not our uploads are ignored. Content is a chapter's: each type read whole.
 */
export async function releaseUploads(urls: (string | null | undefined)[]): Promise<void> {
  const ids = [...new Set(urls)].flatMap((url) => uploadIdFromUrl(url) ?? []);
  if (ids.length === 0) return;
  const models = [...new Set([...kinds.values()].map(({ model }) => model))];
  const records = [...models.map((model) => model.find().lean()), TrashModel.find().lean()];
  const named = (await Promise.all(records))
    .map((found) => JSON.stringify(found).toLowerCase())
    .join('\n');
  for (const id of ids) if (!named.includes(String(id))) await deleteFile(id);
}

/** Deletes what has been in the trash TRASH_DAYS, releasing its files (at start, then daily). */
export async function purgeTrash(now = Date.now()): Promise<number> {
  const due = await TrashModel.find({
    deletedAt: mongoose.trusted({ $lt: new Date(now - TRASH_DAYS * DAY_MS) }),
  }).lean();
  await TrashModel.deleteMany({ _id: mongoose.trusted({ $in: due.map((entry) => entry._id) }) });
  // Once for them all: a release reads every record.
  await releaseUploads(due.flatMap((entry) => kinds.get(entry.kind)?.filesOf(entry.record) ?? []));
  return due.length;
}
