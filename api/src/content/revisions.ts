import type { Context } from 'koa';
import mongoose, { type Model } from 'mongoose';
import { capitalised, itemVersion, savedMeanwhile } from '@da-boulder/contracts';
import { HttpError, notFound } from '../errors/http-error';
import { doOnce } from '../shared/claim-once';

// Two admins editing one item: a save from a form opened on an older version of it is refused,
// not written over the newer one. An item's version is its `revision`, raised by each save of its
// content alone: a reorder, a publish or a restore from the trash leaves open forms current.

/** A stored record as a save reads it. */
export interface Revised {
  _id: unknown;
  revision?: number | null;
  updatedAt?: Date | null;
}

/** The version a save replaces, as its ETag; stored before revisions were, it is the first. */
export const versionOf = (record: Revised) => itemVersion({ revision: record.revision ?? 0 });

/** Answers the item's version as its ETag, for the dashboard to send back in `If-Match`. */
export const answerVersion = (ctx: Context, record: Revised) => ctx.set('ETag', versionOf(record));

/** 412: the form was opened on a version that is no longer the item's. */
const staleSave = (noun: string) => new HttpError(412, savedMeanwhile(noun));

/**
 * The versions `If-Match` names, or undefined without one (a client that edits blind, as before
 * revisions) or with `*` (any version: the item need only exist, as any update asks).
 */
function versionsAsked(ctx: Context): string[] | undefined {
  const header = ctx.get('If-Match').trim();
  if (header === '' || header === '*') return undefined;
  return header.split(',').map((tag) => tag.trim());
}

/** A save's update with the revision raised in the same write (a plain record is its `$set`). */
export function withNextRevision(update: object): object {
  const operators = Object.keys(update).some((key) => key.startsWith('$'));
  const { $inc, ...rest } = (operators ? update : { $set: update }) as { $inc?: object };
  return { ...rest, $inc: { ...$inc, revision: 1 } };
}

/**
 * Writes a save of `stored`'s content (`update`), raising its revision: the updated record, or
 * null when it is gone. With `If-Match`, only over the version it names (412 otherwise, nothing
 * written; 404 when it went meanwhile), and once however many saves of that version arrive at
 * once: the version is in the update's filter, and FerretDB, which may let two concurrent updates
 * of one filter both succeed, is held to one by a claim on it (keyed by its time too, so a version
 * a lost write brought back can be saved over again).
 */
export async function saveRevision<R>(
  ctx: Context,
  // Mongoose's Model carries many type parameters a save never uses.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>,
  stored: Revised,
  update: object,
  noun: string,
): Promise<R | null> {
  const next = withNextRevision(update);
  const asked = versionsAsked(ctx);
  if (!asked) return model.findByIdAndUpdate(stored._id, next, { new: true }).lean<R>().exec();
  if (!asked.includes(versionOf(stored))) throw staleSave(noun);
  const revision = stored.revision ?? 0;
  // A record never saved since revisions were has none stored.
  const current = revision === 0 ? mongoose.trusted({ $in: [null, 0] }) : revision;
  const claim = `save:${model.collection.name}:${String(stored._id)}:${revision}:${stored.updatedAt?.getTime() ?? ''}`;
  let updated: R | null = null;
  const saved = await doOnce(claim, async () => {
    updated = await model
      .findOneAndUpdate({ _id: stored._id, revision: current }, next, { new: true })
      .lean<R>()
      .exec();
    // Missed: another save came first, or the record went. Either throw gives the claim back:
    // a restore from the trash brings back this very version, to be saved again.
    if (!updated)
      throw (await model.exists({ _id: stored._id }))
        ? staleSave(noun)
        : notFound(`${capitalised(noun)} not found`);
  });
  if (!saved) throw staleSave(noun);
  return updated;
}
