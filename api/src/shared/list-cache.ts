import type { Model } from 'mongoose';
import { onListWrite, othersListVersion, type WrittenRows } from '../db/list-version';

/** What every people list answers of a row, and orders it by. */
export interface ListRow {
  id: string;
  /** ISO 8601, which sorts as the dates do. */
  createdAt: string;
}

const descending = (a: string, b: string) => (a > b ? -1 : a < b ? 1 : 0);

/** Newest first; rows of the same millisecond by id, so pages never overlap or skip. */
const newestFirst = (a: ListRow, b: ListRow) =>
  descending(a.createdAt, b.createdAt) || descending(a.id, b.id);

/** More rows than this written here since the last read: one rescan rather than a read of each. */
const REREAD_MAX = 100;

export interface ListCache<T> {
  /** Every row newest first, as of the call: every write that finished before it is in. */
  rows(): Promise<readonly T[]>;
}

/**
 * This process's copy of one people collection as its list answers it (`toDto`), newest first.
 *
 * Why: FerretDB 1.24 decodes every document for any sort, count or search, so with 5,000
 * registrations each page, count and search cost 175-260 ms; a lookup by `_id` costs 2-4 ms.
 *
 * Freshness: this process's own writes (reported by trackListWrites) are put in place at the
 * next read: inserts as written, deletes taken out, other changes read back by `_id`. Before each read, one small query reads the versions other
 * writers set (list-version.ts); when one changed, the copy is rebuilt with one scan, read after
 * the versions, so a write that lands meanwhile only makes the next read rebuild. Reads run one
 * after another, and those that arrive while one waits share it.
 */
export function listCache<R, T extends ListRow>(
  // Mongoose's Model carries many type parameters the cache never uses.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>,
  toDto: (record: R) => T,
): ListCache<T> {
  const collection = model.collection.collectionName;
  let rows: readonly T[] | undefined;
  let seen: string | undefined;
  /** What this process wrote since the last read (see WrittenRows), the last write of a row kept. */
  let written: Map<string, object | null | undefined> | undefined;
  onListWrite(collection, (rows: WrittenRows) => {
    if (rows && written) for (const [id, row] of rows) written.set(id, row);
    else written = undefined;
  });

  async function scan(): Promise<T[]> {
    const scanned: T[] = [];
    for await (const record of model.find().lean<R>().cursor({ batchSize: 1000 }))
      scanned.push(toDto(record as R));
    return scanned.sort(newestFirst);
  }

  async function update(rows: Map<string, object | null | undefined>, from: readonly T[]) {
    const found = await Promise.all(
      [...rows].map(([id, row]) => (row === undefined ? model.findById(id).lean<R>().exec() : row)),
    );
    const kept = from.filter((row) => !rows.has(row.id));
    for (const record of found as (R | null)[]) {
      if (!record) continue;
      const row = toDto(record);
      let at = kept.length;
      for (let low = 0; low < at;) {
        const middle = (low + at) >> 1;
        if (newestFirst(kept[middle]!, row) < 0) low = middle + 1;
        else at = middle;
      }
      kept.splice(at, 0, row);
    }
    return kept;
  }

  async function refresh(): Promise<readonly T[]> {
    const changes = written;
    written = new Map();
    try {
      const version = await othersListVersion(collection);
      if (!rows || !changes || changes.size > REREAD_MAX || version !== seen) {
        rows = await scan();
        seen = version;
      } else if (changes.size > 0) rows = await update(changes, rows);
      return rows;
    } catch (error) {
      rows = undefined;
      throw error;
    }
  }

  let last: Promise<unknown> = Promise.resolve();
  let waiting: Promise<readonly T[]> | undefined;
  return {
    rows() {
      if (!waiting)
        last = waiting = last
          .catch(() => undefined)
          .then(() => {
            waiting = undefined;
            return refresh();
          });
      return waiting;
    },
  };
}
