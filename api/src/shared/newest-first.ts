import mongoose from 'mongoose';
import { MONTHS } from '@da-boulder/contracts';
import type { PagedList } from './paging';

interface Dated {
  _id: unknown;
  year?: number | null;
  month?: string | null;
}

/** Newest first: years descending, then December down to January, then oldest record first. */
export function newestFirst(a: Dated, b: Dated): number {
  const monthIndex = (month?: string | null) => MONTHS.indexOf(month as (typeof MONTHS)[number]);
  return (
    (b.year ?? 0) - (a.year ?? 0) ||
    monthIndex(b.month) - monthIndex(a.month) ||
    String(a._id).localeCompare(String(b._id))
  );
}

/** What newestFirstList reads of a collection. */
interface DatedCollection<R> {
  count(): Promise<number>;
  /** Every record's id, year and month. */
  places(): Promise<Dated[]>;
  byIds(ids: unknown[]): Promise<R[]>;
}

/**
 * A list in newestFirst order, a page at a time. Month names do not sort in the store, so every
 * record's year and month are read to place it, and whole records only for the page.
 */
export function newestFirstList<R extends { _id: unknown }, T>(
  collection: DatedCollection<R>,
  toDto: (record: R) => T,
): PagedList<T> {
  return {
    count: () => collection.count(),
    read: async ({ skip, limit }) => {
      const places = await collection.places();
      const ids = places
        .sort(newestFirst)
        .slice(skip, skip + limit)
        .map((place) => place._id);
      if (ids.length === 0) return [];
      const byId = new Map((await collection.byIds(ids)).map((r) => [String(r._id), r]));
      return ids.flatMap((id) => {
        const record = byId.get(String(id));
        return record ? [toDto(record)] : [];
      });
    },
  };
}

/** The places and records of a mongoose model (those `filter` selects), for newestFirstList. */
export const datedCollection = <R>(
  model: {
    countDocuments(filter?: object): { exec(): Promise<number> };
    find(filter: object, projection?: object): { lean(): { exec(): Promise<unknown> } };
  },
  filter: object = {},
) => ({
  count: () => model.countDocuments(filter).exec(),
  places: async () => (await model.find(filter, { year: 1, month: 1 }).lean().exec()) as Dated[],
  byIds: async (ids: unknown[]) =>
    (await model
      .find({ _id: mongoose.trusted({ $in: ids }) })
      .lean()
      .exec()) as R[],
});
