import Router from '@koa/router';
import type { Context } from 'koa';
import mongoose, { type Model, type Types } from 'mongoose';
import type * as v from 'valibot';
import { requireAdminNoStore } from '../auth/current-user';
import { capitalised, type PeopleRecordType } from '@da-boulder/contracts';
import { containing, held } from '../db/filters';
import { requireObjectId } from '../db/object-id';
import { conflict, notFound } from '../errors/http-error';
import { parseQuery } from '../validation/parse';
import { sendCsv } from './csv-export';
import { listCache, type ListCache, type ListRow } from './list-cache';
import { PAGE_SIZE_CAP, readPage } from './paging';
import { doOnce } from './claim-once';
import { EXACT_PATHS } from './exact-paths';

/**
 * One kind of person-related record administrators list (registrations, messages, subscribers):
 * besides its definition, everything its list, CSV download and delete need to know. Each is
 * newest first (newestFirst) unless it says otherwise (oldestFirst) and paged, and read from this
 * process's cache of it (listCache).
 */
export interface AdminList<Q extends { q: string }, R, T extends ListRow> {
  type: PeopleRecordType<T>;
  // Mongoose's Model carries many type parameters the list never uses.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  /** The list's `?` filters (page and pageSize aside). */
  query: v.GenericSchema<unknown, Q>;
  /** Whether the list `query` asks for holds `row`, `?q=` aside. */
  filter(row: T, query: Q): boolean;
  /** The fields `?q=` is looked for in. */
  search: readonly { [K in keyof T]: T[K] extends string ? K : never }[keyof T][];
  toDto(record: R): T;
  /** Whether the rows `query` asks for read oldest first (a waitlist, in its order). */
  oldestFirst?(query: Q): boolean;
  /** Rows as answered (a page, the CSV): what they name of other records, as it is now. */
  current?(rows: T[]): Promise<T[]>;
  /** A page's rows as answered, given every row newest first: what a row says of the others. */
  inContext?(page: T[], all: readonly T[]): T[];
  /** What `.../export.csv` holds when not what the list shows. */
  csvQuery?(query: Q): Q;
  /** The download's name before its date when not the list's (one event's registrations). */
  csvName?(query: Q): Promise<string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const caches = new WeakMap<AdminList<any, any, any>, ListCache<ListRow>>();

/** The list's cache in this process, shared by every app it runs. */
export function cacheOf<Q extends { q: string }, R, T extends ListRow>(
  list: AdminList<Q, R, T>,
): ListCache<T> {
  if (!caches.has(list)) caches.set(list, listCache(list.model, list.toDto));
  return caches.get(list) as ListCache<T>;
}

/** The rows `query` asks for, newest first unless the list says otherwise, and every row. */
export async function select<Q extends { q: string }, R, T extends ListRow>(
  list: AdminList<Q, R, T>,
  query: Q,
): Promise<{ rows: T[]; all: readonly T[] }> {
  const has = containing(query.q);
  const all = await cacheOf(list).rows();
  const rows = all.filter(
    (row) => list.filter(row, query) && list.search.some((field) => has(row[field] as string)),
  );
  return { rows: list.oldestFirst?.(query) ? rows.reverse() : rows, all };
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
  // By its id alone: FerretDB reads the whole collection for a filter of anything more.
  const record = await model.findById(_id).lean<R & { spam?: boolean }>();
  if (!record?.spam) return null;
  const claim = `release:${model.collection.name}:${String(_id)}:${record.updatedAt?.getTime() ?? ''}`;
  const released = await doOnce(claim, () =>
    model.updateOne({ _id }, { $set: { ...changes, spam: false } }),
  );
  return released ? record : null;
}

/**
 * `GET <adminPath>` (a page), `.../export.csv` (every row, when the type has CSV columns),
 * `DELETE .../:id` and, given `release`, `POST .../:id/release`, admin only and never cached.
 * The returned router takes a kind's own routes too.
 */
export function adminListRoutes<Q extends { q: string }, R, T extends ListRow>(
  list: AdminList<Q, R, T>,
  { release }: { release?: Release } = {},
): Router {
  const { type } = list;
  const path = type.adminPath;
  const label = capitalised(type.noun);
  const router = new Router(EXACT_PATHS);
  const queryOf = (ctx: Context) => parseQuery(list.query, ctx.query) as Q;
  const currentOf = async (rows: T[]) => (list.current ? list.current(rows) : rows);

  router.get(path, requireAdminNoStore, async (ctx) => {
    const query = queryOf(ctx);
    let selected: ReturnType<typeof select<Q, R, T>> | undefined;
    const selection = () => (selected ??= select(list, query));
    ctx.body = await readPage(ctx, type.plural, PAGE_SIZE_CAP.standard, {
      count: async () => (await selection()).rows.length,
      read: async ({ skip, limit }) => {
        const { rows, all } = await selection();
        const page = await currentOf(rows.slice(skip, skip + limit));
        return list.inContext ? list.inContext(page, all) : page;
      },
    });
  });

  const columns = type.csv;
  if (columns)
    router.get(`${path}/export.csv`, requireAdminNoStore, async (ctx) => {
      const query = queryOf(ctx);
      sendCsv(ctx, {
        name: (await list.csvName?.(query)) ?? type.plural,
        columns,
        rows: await currentOf((await select(list, list.csvQuery?.(query) ?? query)).rows),
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
