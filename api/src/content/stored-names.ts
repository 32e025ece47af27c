import type * as v from 'valibot';
import type { ContentType, StoredNames } from '@da-boulder/contracts';

/** Fields under their stored names, as a type's `storedAs` gives them (`video_url`). */
export type Stored<T, S> = { [K in keyof T as K extends keyof S ? S[K] & string : K]: T[K] };

/** A write's fields, each under its stored name. */
export function underStoredNames<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries,
  S extends StoredNames<E>,
  F extends object,
>(type: ContentType<E, C, S>, fields: F): Stored<F, S> {
  const renamed = new Map(Object.entries(type.storedAs ?? {}));
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [renamed.get(name) ?? name, value]),
  ) as Stored<F, S>;
}
