import mongoose, { type Model } from 'mongoose';
import type { Filter } from '../db/filters';
import { readListVersion } from '../db/list-version';
import { compileFilter, type Row } from '../db/match-filter';

/** One record as the index keeps it: what its filters read, and what its list shows. */
export interface IndexRow<T> {
  readonly id: string;
  /** The stored values of the list's filter fields. */
  readonly fields: Row;
  /** The record as the list answers it (the list's toDto). */
  readonly dto: T;
}

/**
 * The most memory one list's index may take, estimated as 200 bytes a row plus 2 bytes a
 * character of every string kept (the worst case; most are 1 byte, and repeated short values
 * such as event titles are kept once). 20,000 registrations as the bench stores them grow the
 * heap by about 9 MB. A list that outgrows it is read from the database, as before the index
 * existed: slow on FerretDB, never wrong.
 */
export const INDEX_MAX_BYTES = 32 * 1024 * 1024;

const ROW_BYTES = 200;
/** Distinct values of one field kept once each, beyond which the field is not deduplicated. */
const SHARED_VALUES = 256;
/** Filter results kept per version: paging through one list or re-reading it is then free. */
const KEPT_SELECTIONS = 8;

interface Snapshot<T> {
  /** Newest first; undefined when the list outgrew its budget. */
  rows?: IndexRow<T>[];
  selections: Map<string, IndexRow<T>[]>;
}

export interface ListIndex<T> {
  /**
   * The rows `filter` chooses, newest first (createdAt, then id, both descending), as of the
   * moment of the call; undefined when the list is over its memory budget (read the database).
   */
  select(filter: Filter): Promise<IndexRow<T>[] | undefined>;
  /** How many times this index scanned the collection. */
  readonly builds: number;
}

interface Sortable<T> extends IndexRow<T> {
  createdAt: number;
}

const newestFirst = <T>(a: Sortable<T>, b: Sortable<T>) =>
  b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Keeps one copy of each short value a field repeats (event titles, statuses, group names). */
function sharedStrings() {
  const byField = new Map<string, Map<string, string>>();
  return (field: string, value: string) => {
    if (value.length > 100) return value;
    let seen = byField.get(field);
    if (!seen) byField.set(field, (seen = new Map()));
    const kept = seen.get(value);
    if (kept !== undefined) return kept;
    if (seen.size < SHARED_VALUES) seen.set(value, value);
    return value;
  };
}

/** JSON for a cast filter, regular expressions included, as the key of its selection. */
const keyOf = (filter: Filter) =>
  JSON.stringify(filter, (_, value: unknown) =>
    value instanceof RegExp ? `/${value.source}/${value.flags}` : value,
  );

/**
 * This instance's in-memory index of one collection's list: for each record its id, createdAt,
 * the fields its filters read and its list answer (`toDto`), newest first. Filtering, searching,
 * counting and paging then never make FerretDB decode every document (its SQLite backend pushes
 * down nothing but `_id` equality, and even that scans the table).
 *
 * Freshness: each select first reads the collection's list version by `_id` (one tiny read),
 * and uses the index only if it was built at that version, or if its build read the version
 * after this select began; otherwise it rebuilds with one scan. Writers set a new version after
 * their data write and the version is read before the scan, so a write during a scan only makes
 * the index stale for the next select, which rebuilds. Every write that finished before a select
 * began is in what it returns, whichever instance made it. Concurrent selects share one build.
 */
export function listIndex<R, T>(
  // Mongoose's Model carries many type parameters the index never uses.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>,
  fields: readonly string[],
  toDto: (record: R) => T,
  { maxBytes = INDEX_MAX_BYTES }: { maxBytes?: number } = {},
): ListIndex<T> {
  const collection = model.collection.collectionName;
  let tickets = 0;
  let builds = 0;
  let current:
    { version: string | null; ticket: number; snapshot: Promise<Snapshot<T>> } | undefined;

  async function build(): Promise<Snapshot<T>> {
    builds++;
    const shared = sharedStrings();
    const rows: Sortable<T>[] = [];
    let bytes = 0;
    const keep = (field: string, value: unknown) => {
      if (typeof value !== 'string') return value;
      bytes += value.length * 2;
      return shared(field, value);
    };
    // FerretDB decodes every whole document for any scan, so the scan reads them whole; only
    // what the list shows and filters by stays, one batch of documents alive at a time.
    const cursor = model.find().lean<R>().cursor({ batchSize: 1000 });
    try {
      for await (const record of cursor as AsyncIterable<R & Record<string, unknown>>) {
        const dto = toDto(record);
        const shown = dto as Record<string, unknown>;
        for (const [key, value] of Object.entries(shown)) shown[key] = keep(key, value);
        const row: Record<string, unknown> = {};
        for (const field of fields)
          if (record[field] !== undefined) row[field] = keep(field, record[field]);
        const createdAt = record.createdAt;
        rows.push({
          id: String(record._id),
          createdAt: createdAt instanceof Date ? createdAt.getTime() : -Infinity,
          fields: row,
          dto,
        });
        bytes += ROW_BYTES;
        if (bytes > maxBytes) return { selections: new Map() };
      }
    } finally {
      await cursor.close();
    }
    return { rows: rows.sort(newestFirst), selections: new Map() };
  }

  async function snapshot(): Promise<Snapshot<T>> {
    const ticket = ++tickets;
    const version = await readListVersion(collection);
    // Built at this version, or from a version read that began after this one: fresh enough.
    if (current && (current.version === version || current.ticket > ticket))
      return current.snapshot;
    const built = build();
    const entry = { version, ticket, snapshot: built };
    current = entry;
    // A failed build is not kept: the next select tries again.
    built.catch(() => {
      if (current === entry) current = undefined;
    });
    return built;
  }

  return {
    async select(filter) {
      const { rows, selections } = await snapshot();
      if (!rows) return undefined;
      // Cast as the database would (types, sanitizeFilter), then evaluated row by row.
      const cast = model.find().cast(model, mongoose.sanitizeFilter(filter)) as Filter;
      const key = keyOf(cast);
      let selected = selections.get(key);
      if (!selected) {
        const matches = compileFilter(cast, fields);
        selected = rows.filter((row) => matches(row.fields));
        if (selections.size >= KEPT_SELECTIONS)
          selections.delete(selections.keys().next().value as string);
      }
      selections.delete(key);
      selections.set(key, selected);
      return selected;
    },
    get builds() {
      return builds;
    },
  };
}
