import { Schema, type SchemaDefinition, type Types } from 'mongoose';
import type * as v from 'valibot';
import type { ContentType, StoredNames } from '@da-boulder/contracts';
import { schemaOptions } from '../db/schema-options';
import type { Stored } from './stored-names';

/** What storage reads of a field's valibot rule: its kind, and an optional one's rule and default. */
interface FieldRule {
  type: string;
  wrapped?: FieldRule;
  default?: unknown;
  item?: FieldRule;
}

const STORED_TYPES: Partial<Record<string, unknown>> = {
  string: String,
  number: Number,
  boolean: Boolean,
};

function storedType(name: string, rule: FieldRule): unknown {
  if (rule.type === 'array' && rule.item) return [storedType(name, rule.item)];
  const type = STORED_TYPES[rule.type];
  // At the model's definition, so a field of a kind not stored yet stops the API from starting.
  if (!type) throw new Error(`The field ${name} is a ${rule.type}, which has no stored type yet`);
  return type;
}

/**
 * Required unless the contract lets it be left out; then the contract's default, or blank for a
 * text without one (as answers read a missing text). A list is stored empty by mongoose itself.
 */
function pathOf(name: string, rule: FieldRule) {
  if (rule.type !== 'optional' || !rule.wrapped)
    return { type: storedType(name, rule), required: true };
  const type = storedType(name, rule.wrapped);
  const fallback = rule.default !== undefined || rule.wrapped.type !== 'string' ? rule.default : '';
  return fallback === undefined ? { type } : { type, default: fallback };
}

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
  return new Schema({ ...Object.fromEntries(fields), ...paths }, schemaOptions);
}

/**
 * A record as stored: the fields under their stored names (optional ones may be missing from
 * records stored before them), its id and times.
 */
export type StoredRecord<T> =
  T extends ContentType<infer E, v.ObjectEntries, infer S>
    ? Stored<v.InferInput<v.ObjectSchema<E, undefined>>, S> & {
        _id: Types.ObjectId;
        createdAt: Date;
        updatedAt: Date;
      }
    : never;
