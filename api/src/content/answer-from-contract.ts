import type * as v from 'valibot';
import type { ContentType, StoredNames, StoredTwins } from '@da-boulder/contracts';

/** What an answer reads of a field's rule: its kind, and an optional one's rule and default. */
interface FieldRule {
  type: string;
  wrapped?: FieldRule;
  default?: unknown;
}

/** What a field left out of a record answers: the contract's default, else a blank of its kind. */
function fallbackOf(rule: FieldRule): unknown {
  if (rule.type !== 'optional' || !rule.wrapped) return undefined;
  if (rule.default !== undefined) return rule.default;
  if (rule.wrapped.type === 'string') return '';
  if (rule.wrapped.type === 'array') return [];
  // An optional number (an event's year, its place in the arranged order) reads as 0.
  if (rule.wrapped.type === 'number') return 0;
  return undefined;
}

/** A stored date (a field marked storedAsDate) answers as its ISO text. */
const answerValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** An item's answer as its contract gives it, with the type's own fields in `X`. */
export type Answer<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries,
  S extends StoredNames<E>,
  X,
> = Omit<
  { id: string; revision?: number } & Filled<v.InferOutput<v.ObjectSchema<E, undefined>>>,
  keyof X
> &
  StoredTwins<ContentType<E, C, S>> &
  X;

/**
 * Every field answers: a text, list or number left out reads blank. A choice has no blank: a type
 * with an optional one without a default reads it in `computed` (an event's status).
 */
type Filled<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/**
 * An item's answer, derived from its contract: its id, its revision once its content was saved
 * (revisions.ts; left out before, so older answers read as they did), then each field in the
 * contract's order (one the store keeps under another name under both, the stored one right
 * after), the stored value or else what `fallbackOf` gives; never a private field. `computed` are
 * what the type adds or reads differently (an event's teachers, a photo's srcset): one named like
 * a field takes its place; any other follows the one before it in `computed`, or the id (and
 * revision) when it comes first.
 */
export function answerFromContract<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries,
  S extends StoredNames<E>,
  X extends object = Record<never, never>,
>(type: ContentType<E, C, S>, record: { _id: unknown }, computed: X = {} as X): Answer<E, C, S, X> {
  const stored = record as unknown as Partial<Record<string, unknown>>;
  const storedAs: Partial<Record<string, string>> = type.storedAs ?? {};
  const hidden = new Set<string>(type.privateFields ?? []);
  const entries: [string, unknown][] = [['id', String(record._id)]];
  if (typeof stored.revision === 'number' && stored.revision > 0)
    entries.push(['revision', stored.revision]);
  let after = entries.length;
  for (const [name, rule] of Object.entries(type.fields)) {
    if (hidden.has(name)) continue;
    const storedName = storedAs[name];
    const value = answerValue(stored[storedName ?? name] ?? fallbackOf(rule as FieldRule));
    entries.push([name, value]);
    if (storedName) entries.push([storedName, value]);
  }
  for (const [name, value] of Object.entries(computed)) {
    const index = entries.findIndex(([key]) => key === name);
    if (index >= 0) {
      entries[index] = [name, value];
      after = index + 1;
    } else entries.splice(after++, 0, [name, value]);
  }
  return Object.fromEntries(entries) as Answer<E, C, S, X>;
}
