import type { Filter } from './filters';

/** A row as the list index keeps it: field name to stored value. */
export type Row = Readonly<Record<string, unknown>>;

type Test = (value: unknown) => boolean;

const isIdLike = (value: unknown): value is { toHexString(): string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { toHexString?: unknown }).toHexString === 'function';

/** MongoDB's equality of two stored scalars (no arrays or documents: see compileFilter). */
function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (isIdLike(a) && isIdLike(b)) return a.toHexString() === b.toHexString();
  return a === b;
}

/** `{ field: value }`: null also matches a missing field; an array matches by any element. */
function equals(expected: unknown): Test {
  if (expected === null || expected === undefined) return (value) => value == null;
  return (value) =>
    Array.isArray(value) ? value.some((item) => same(item, expected)) : same(value, expected);
}

function regexTest(pattern: RegExp): Test {
  const re = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return (value) =>
    Array.isArray(value)
      ? value.some((item) => typeof item === 'string' && re.test(item))
      : typeof value === 'string' && re.test(value);
}

function condition(operand: unknown): Test {
  if (operand instanceof RegExp) return regexTest(operand);
  if (
    typeof operand !== 'object' ||
    operand === null ||
    operand instanceof Date ||
    isIdLike(operand)
  )
    return equals(operand);
  const tests = Object.entries(operand as Record<string, unknown>).map(
    ([operator, value]): Test => {
      switch (operator) {
        case '$eq':
          return equals(value);
        case '$ne': {
          const test = equals(value);
          return (stored) => !test(stored);
        }
        case '$in':
        case '$nin': {
          if (!Array.isArray(value)) throw new Error(`${operator} needs an array`);
          const any = value.map((item) =>
            item instanceof RegExp ? regexTest(item) : equals(item),
          );
          return operator === '$in'
            ? (stored) => any.some((test) => test(stored))
            : (stored) => !any.some((test) => test(stored));
        }
        case '$exists':
          return value ? (stored) => stored !== undefined : (stored) => stored === undefined;
        default:
          throw new Error(`the list index cannot evaluate ${operator}`);
      }
    },
  );
  return (value) => tests.every((test) => test(value));
}

/**
 * A predicate that answers in memory what `filter` (already cast by mongoose) chooses in the
 * database, for the subset of the query language the admin lists use: `$and`, `$or`, `$nor`,
 * equality (null matching a missing field), regular expressions, `$eq`, `$ne`, `$in`, `$nin` and
 * `$exists` on top-level fields. Anything else, or a field not in `fields` (the fields the rows
 * hold), throws rather than answer differently from the database.
 */
export function compileFilter(filter: Filter, fields: readonly string[]): (row: Row) => boolean {
  const tests = Object.entries(filter).map(([key, operand]): ((row: Row) => boolean) => {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (!Array.isArray(operand)) throw new Error(`${key} needs an array`);
      const parts = operand.map((part: Filter) => compileFilter(part, fields));
      if (key === '$and') return (row) => parts.every((part) => part(row));
      if (key === '$or') return (row) => parts.some((part) => part(row));
      return (row) => !parts.some((part) => part(row));
    }
    if (key.startsWith('$')) throw new Error(`the list index cannot evaluate ${key}`);
    if (!fields.includes(key)) throw new Error(`the list index does not hold ${key}`);
    const test = condition(operand);
    return (row) => test(row[key]);
  });
  return (row) => tests.every((test) => test(row));
}
