import type * as v from 'valibot';
import type { ContentType, StoredNames, StoredTwins } from '@da-boulder/contracts';

/** Fields under their stored names, as a type's `storedAs` gives them (`video_url`). */
export type Stored<T, S> = { [K in keyof T as K extends keyof S ? S[K] & string : K]: T[K] };

/** The fields a type stores under another name, under both: `videoUrl` and `video_url`. */
type Twins<E extends v.ObjectEntries, C extends v.ObjectEntries, S extends StoredNames<E>> = {
  [K in keyof S & keyof E]: v.InferOutput<E[K]>;
} & StoredTwins<ContentType<E, C, S>>;

const storedNamesOf = <
  E extends v.ObjectEntries,
  C extends v.ObjectEntries,
  S extends StoredNames<E>,
>(
  type: ContentType<E, C, S>,
) => Object.entries(type.storedAs ?? {}) as [string, string][];

/** A write's fields, each under its stored name. */
export function underStoredNames<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries,
  S extends StoredNames<E>,
  F extends object,
>(type: ContentType<E, C, S>, fields: F): Stored<F, S> {
  const renamed = new Map(storedNamesOf(type));
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [renamed.get(name) ?? name, value]),
  ) as Stored<F, S>;
}

/**
 * For an answer: each field the type stores under another name, under the API's name and, right
 * after it, the stored one, with the contract's default when the record has none.
 */
export function storedTwins<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries,
  S extends StoredNames<E>,
>(type: ContentType<E, C, S>, record: object): Twins<E, C, S> {
  const stored = record as Partial<Record<string, unknown>>;
  const twins = storedNamesOf(type).flatMap(([name, storedName]) => {
    const value = stored[storedName] ?? (type.fields[name] as { default?: unknown }).default;
    return [
      [name, value],
      [storedName, value],
    ];
  });
  return Object.fromEntries(twins) as Twins<E, C, S>;
}
