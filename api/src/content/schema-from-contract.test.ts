import type { Schema } from 'mongoose';
import * as v from 'valibot';
import { defineContentType, storedAsDate } from '@da-boulder/contracts';
import { schemaFromContract } from './schema-from-contract';

const text = v.pipe(v.string(), v.trim(), v.maxLength(200));

/** A type defined here alone, with one field of each kind storage reads. */
const retreatType = defineContentType({
  noun: 'retreat',
  plural: 'retreats',
  adminPath: '/api/cms/retreats',
  order: 'created',
  fields: {
    title: v.pipe(text, v.nonEmpty()),
    year: v.pipe(v.number(), v.integer()),
    venue: v.optional(text, ''),
    mapUrl: v.optional(text),
    nights: v.optional(v.number(), 2),
    catered: v.optional(v.boolean(), false),
    themes: v.optional(v.pipe(v.array(text), v.maxLength(10))),
    startsOn: v.optional(v.nullable(v.pipe(v.string(), storedAsDate)), null),
    kind: v.optional(v.picklist(['silent', 'open'])),
    daily: v.optional(
      v.nullable(v.object({ week: v.picklist([1, 2]), startTime: v.optional(text) })),
      null,
    ),
  },
  storedAs: { mapUrl: 'map_url' },
});

/** What mongoose keeps of each path: its kind, whether it is required, and its default. */
function paths(schema: Schema) {
  return Object.fromEntries(
    Object.entries(schema.paths).map(([name, path]) => [
      name,
      { kind: path.instance, required: Boolean(path.isRequired), default: path.options.default },
    ]),
  );
}

describe('schemaFromContract', () => {
  it('stores each field by its contract: type, required, default, list, stored name', () => {
    expect(paths(schemaFromContract(retreatType))).toEqual({
      title: { kind: 'String', required: true, default: undefined },
      year: { kind: 'Number', required: true, default: undefined },
      venue: { kind: 'String', required: false, default: '' },
      // Optional text without a default of its own is stored blank, under its stored name.
      map_url: { kind: 'String', required: false, default: '' },
      nights: { kind: 'Number', required: false, default: 2 },
      catered: { kind: 'Boolean', required: false, default: false },
      themes: { kind: 'Array', required: false, default: undefined },
      // A text marked as a date is stored as one; a choice is no text, so is not stored blank.
      startsOn: { kind: 'Date', required: false, default: null },
      kind: { kind: 'String', required: false, default: undefined },
      daily: { kind: 'Embedded', required: false, default: null },
      // Counted by content saves; none stored until the first.
      revision: { kind: 'Number', required: false, default: undefined },
      _id: { kind: 'ObjectId', required: false, default: undefined },
      createdAt: { kind: 'Date', required: false, default: undefined },
      updatedAt: { kind: 'Date', required: false, default: undefined },
    });
    expect(schemaFromContract(retreatType).path('themes')).toMatchObject({
      caster: { instance: 'String' },
    });
    // A choice keeps to its options; an object's fields are stored by the same rules, no id.
    expect(schemaFromContract(retreatType).path('kind')).toMatchObject({
      enumValues: ['silent', 'open'],
    });
    const daily = schemaFromContract(retreatType).path('daily') as unknown as { schema: Schema };
    expect(paths(daily.schema)).toEqual({
      week: { kind: 'Number', required: true, default: undefined },
      startTime: { kind: 'String', required: false, default: '' },
    });
  });

  it('adds what is stored besides the fields', () => {
    const schema = schemaFromContract(retreatType, {
      slug: { type: String, required: true, unique: true },
    });
    expect(paths(schema).slug).toEqual({ kind: 'String', required: true, default: undefined });
    expect(schema.indexes()).toEqual([[{ slug: 1 }, expect.objectContaining({ unique: true })]]);
  });

  it('refuses a field of a kind it has no stored type for', () => {
    const datedType = defineContentType({
      noun: 'meeting',
      plural: 'meetings',
      adminPath: '/api/cms/meetings',
      order: 'created',
      fields: { startsAt: v.date() },
    });
    expect(() => schemaFromContract(datedType)).toThrow(
      'The field startsAt is a date, which has no stored type yet',
    );
  });
});
