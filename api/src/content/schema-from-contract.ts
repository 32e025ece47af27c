import { Schema, type SchemaDefinition, type Types } from 'mongoose';
import type * as v from 'valibot';
import type { ContentType, StoredNames } from '@da-boulder/contracts';
import { schemaOptions } from '../db/schema-options';
import type { Stored } from './stored-names';

/**
 * What storage reads of a field's valibot rule: its kind, an optional or nullable one's rule and
 * default, a list's item, a choice's options, an object's fields, and what its pipe says of it.
 */
interface FieldRule {
  type: string;
  wrapped?: FieldRule;
  default?: unknown;
  item?: FieldRule;
  options?: readonly unknown[];
  entries?: Record<string, FieldRule>;
  pipe?: readonly { type: string; metadata?: { stored?: string } }[];
}

const STORED_TYPES: Partial<Record<string, unknown>> = {
  string: String,
  number: Number,
  boolean: Boolean,
};

/** A text the contract marks `storedAsDate` (an ISO date) is kept as a date, so it sorts as one. */
const storedAsDate = (rule: FieldRule) =>
  rule.pipe?.some((step) => step.type === 'metadata' && step.metadata?.stored === 'date') ?? false;

function storedType(name: string, rule: FieldRule): unknown {
  if (rule.type === 'nullable' && rule.wrapped) return storedType(name, rule.wrapped);
  if (rule.type === 'array' && rule.item) return [storedType(name, rule.item)];
  if (rule.type === 'object' && rule.entries) return subSchemaOf(rule.entries);
  if (rule.type === 'picklist' && rule.options)
    return typeof rule.options[0] === 'number' ? Number : String;
  if (rule.type === 'string' && storedAsDate(rule)) return Date;
  const type = STORED_TYPES[rule.type];
  // At the model's definition, so a field of a kind not stored yet stops the API from starting.
  if (!type) throw new Error(`The field ${name} is a ${rule.type}, which has no stored type yet`);
  return type;
}

/** A choice keeps to its options in storage too. */
const choicesOf = (rule: FieldRule): { enum?: readonly unknown[] } => {
  const inner = rule.type === 'nullable' && rule.wrapped ? rule.wrapped : rule;
  return inner.type === 'picklist' && inner.options ? { enum: inner.options } : {};
};

/**
 * Required unless the contract lets it be left out; then the contract's default, or blank for a
 * text without one (as answers read a missing text). A list is stored empty by mongoose itself.
 */
function pathOf(name: string, rule: FieldRule) {
  if (rule.type !== 'optional' || !rule.wrapped)
    return { type: storedType(name, rule), required: true, ...choicesOf(rule) };
  const type = storedType(name, rule.wrapped);
  const blankText = rule.wrapped.type === 'string' && type === String;
  const fallback = rule.default === undefined && blankText ? '' : rule.default;
  return {
    type,
    ...choicesOf(rule.wrapped),
    ...(fallback === undefined ? {} : { default: fallback }),
  };
}

/** An object field (a series' rule) as a part of the record, with no id of its own. */
const subSchemaOf = (entries: Record<string, FieldRule>) =>
  new Schema(
    Object.fromEntries(Object.entries(entries).map(([name, rule]) => [name, pathOf(name, rule)])),
    { _id: false },
  );

/**
 * The mongoose schema of a content type: each of its fields, under its stored name, as its
 * contract has it. `paths` are what is stored besides the fields (a webinar's slug); indexes go on
 * the schema it returns.
 */
export function schemaFromContract<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries,
  S extends StoredNames<E>,
>(type: ContentType<E, C, S>, paths: SchemaDefinition = {}): Schema {
  const storedAs: StoredNames<E> = type.storedAs ?? {};
  const fields = Object.entries(type.fields).map(([name, rule]) => [
    storedAs[name] ?? name,
    pathOf(name, rule as FieldRule),
  ]);
  // How many times its content was saved (revisions.ts): stored from its first save on.
  const revision = { type: Number };
  return new Schema({ ...Object.fromEntries(fields), ...paths, revision }, schemaOptions);
}

/** Whether a field's rule (inside its optional and nullable) carries `storedAsDate`. */
type IsStoredDate<R> = R extends { readonly wrapped: infer W }
  ? IsStoredDate<W>
  : R extends { readonly pipe: readonly (infer P)[] }
    ? [Extract<P, { metadata: { stored: 'date' } }>] extends [never]
      ? false
      : true
    : false;

/** The fields the store keeps as dates, typed as it reads them back. */
type WithDates<T, E> = {
  [K in keyof T]: K extends keyof E
    ? IsStoredDate<E[K]> extends true
      ? Date | Exclude<T[K], string>
      : T[K]
    : T[K];
};

/**
 * A record as stored: the fields under their stored names (optional ones may be missing from
 * records stored before them), its id, times and revision.
 */
export type StoredRecord<T> =
  T extends ContentType<infer E, v.ObjectEntries, infer S>
    ? Stored<WithDates<v.InferInput<v.ObjectSchema<E, undefined>>, E>, S> & {
        _id: Types.ObjectId;
        createdAt: Date;
        updatedAt: Date;
        revision?: number;
      }
    : never;
