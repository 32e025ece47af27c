import Router from '@koa/router';
import type { Context } from 'koa';
import mongoose, { type Model, type Types } from 'mongoose';
import type * as v from 'valibot';
import { requireAdminNoStore } from '../auth/current-user';
import { capitalised, type PeopleRecordType } from '../contracts';
import { held, type Filter } from '../db/filters';
import { requireObjectId } from '../db/object-id';
import { conflict, notFound } from '../errors/http-error';
import { parseQuery } from '../validation/parse';
import { sendCsv } from './csv-export';
import { listIndex, type ListIndex } from './list-index';
import { PAGE_SIZE_CAP, readPage, type PagedList } from './paging';
import { claimOnce } from './claim-once';

/** Newest first; records of the same millisecond by id, so pages never overlap or skip. */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/**
 * One kind of person-related record administrators list (registrations, messages, subscribers):
 * besides its definition, everything its list, CSV download and delete need to know. Each is
 * newest first and paged.
 */
export interface AdminList<Q, R, T> {
  type: PeopleRecordType<T>;
  // Mongoose's Model carries many type parameters the list never uses.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  /** The list's `?` filters (page and pageSize aside). */
  query: v.GenericSchema<unknown, Q>;
  filter(query: Q): Filter;
  /**
   * Every field `filter` reads, which the list's in-memory index keeps of each row beside its
   * `toDto` answer. The model's schema must call trackListWrites, so writes reach the index.
   */
  indexed: readonly string[];
  toDto(record: R): T;
  /** What `.../export.csv` holds when not what the list shows. */
  csvFilter?(query: Q): Filter;
  /** The download's name before its date when not the list's (one event's registrations). */
  csvName?(query: Q): Promise<string>;
}

/**
 * Rows a CSV download reads from the database at a time. Few are alive at once, so the heap
 * stays small: exporting 20,000 registrations grew the API's resident set by about 45 MB with
 * batches of 500 and by about 22 MB with 100 (scripts/bench/people.mjs).
 */
const CSV_BATCH = 100;

function find<Q, R, T>(list: AdminList<Q, R, T>, filter: Filter) {
  return list.model.find(filter).sort(NEWEST_FIRST).lean<R[]>();
}

/** The list's in-memory index, for one API instance (see listIndex). */
export const indexOf = <Q, R, T>(list: AdminList<Q, R, T>): ListIndex<T> =>
  listIndex(list.model, list.indexed, list.toDto);

/**
 * A page of the list, its count and its records all from the index: no read of the collection
 * while it has not changed. Over the index's memory budget, the database answers as it did
 * before the index.
 */
function pageOf<Q, R, T>(
  list: AdminList<Q, R, T>,
  index: ListIndex<T>,
  filter: Filter,
): PagedList<T> {
  let selected: ReturnType<ListIndex<T>['select']> | undefined;
  const select = () => (selected ??= index.select(filter));
  return {
    count: async () => (await select())?.length ?? list.model.countDocuments(filter).exec(),
    read: async ({ skip, limit }) => {
      const rows = await select();
      if (rows) return rows.slice(skip, skip + limit).map((row) => row.dto);
      return (await find(list, filter).skip(skip).limit(limit).exec()).map(list.toDto);
    },
  };
}

/** How long what the spam trap holds is kept for an admin to release. */
export const HELD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes what the spam trap has held for over HELD_DAYS from each list's collection. */
export async function purgeHeld(
  lists: readonly Pick<AdminList<never, never, never>, 'model'>[],
  now = Date.now(),
): Promise<number> {
  const before = mongoose.trusted({ $lt: new Date(now - HELD_DAYS * DAY_MS) });
  let purged = 0;
  for (const { model } of lists)
    purged += (await model.deleteMany({ ...held(true), createdAt: before })).deletedCount;
  return purged;
}

/**
 * Makes one held record a person's and sends the mails it would have sent; false when it is not
 * held. Only the one release that claims it (takeHeld) mails, however many arrive at once.
 */
export type Release = (id: Types.ObjectId) => Promise<boolean>;

/**
 * Takes record `_id` out of the held state, with `changes`: the record as it was held, or null
 * when it was not held, or another request took it first. The claim is keyed by the record's
 * last change too, so a record held again later can be released again.
 */
export async function takeHeld<R extends { updatedAt?: Date | null }>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>,
  _id: Types.ObjectId,
  changes: Record<string, unknown> = {},
): Promise<R | null> {
  const record = await model.findOne({ _id, ...held(true) }).lean<R>();
  if (!record) return null;
  const claim = `release:${model.collection.name}:${String(_id)}:${record.updatedAt?.getTime() ?? ''}`;
  if (!(await claimOnce(claim))) return null;
  await model.updateOne({ _id }, { $set: { ...changes, spam: false } });
  return record;
}

/**
 * `GET <adminPath>` (a page), `.../export.csv` (every row, streamed, when the type has CSV
 * columns), `DELETE .../:id` and, given `release`, `POST .../:id/release`, admin only and never
 * cached. The returned router takes a kind's own routes too. Each call (each app) has its own
 * index unless given one to share with the kind's own routes.
 */
export function adminListRoutes<Q, R, T>(
  list: AdminList<Q, R, T>,
  { index = indexOf(list), release }: { index?: ListIndex<T>; release?: Release } = {},
): Router {
  const { type } = list;
  const path = type.adminPath;
  const label = capitalised(type.noun);
  const router = new Router();
  const queryOf = (ctx: Context) => parseQuery(list.query, ctx.query) as Q;

  router.get(path, requireAdminNoStore, async (ctx) => {
    const filter = list.filter(queryOf(ctx));
    ctx.body = await readPage(
      ctx,
      type.plural,
      PAGE_SIZE_CAP.standard,
      pageOf(list, index, filter),
    );
  });

  const columns = type.csv;
  if (columns)
    router.get(`${path}/export.csv`, requireAdminNoStore, async (ctx) => {
      const query = queryOf(ctx);
      const filter = (list.csvFilter ?? list.filter)(query);
      await sendCsv(ctx, {
        name: (await list.csvName?.(query)) ?? type.plural,
        columns,
        rows: find(list, filter).cursor({ batchSize: CSV_BATCH }).map(list.toDto),
      });
    });

  router.delete(`${path}/:id`, requireAdminNoStore, async (ctx) => {
    const deleted = await list.model.deleteOne({ _id: requireObjectId(ctx.params.id) });
    if (deleted.deletedCount === 0) throw notFound(`${label} not found`);
    ctx.body = { message: `${label} deleted` };
  });

  if (release)
    router.post(`${path}/:id/release`, requireAdminNoStore, async (ctx) => {
      const id = requireObjectId(ctx.params.id);
      if (!(await release(id))) {
        if (await list.model.exists({ _id: id })) throw conflict(`${label} is not held`);
        throw notFound(`${label} not found`);
      }
      ctx.body = { message: `${label} released` };
    });

  return router;
}
