import { isDeepStrictEqual } from 'node:util';
import type { mongo } from 'mongoose';

/**
 * The fields of each content collection that may hold several lines, as the contracts said when
 * one-line fields began refusing line breaks (2026-11-26); every other text is one line.
 */
const MULTILINE_FIELDS: Record<string, readonly string[]> = {
  events: ['introText', 'description'],
  teachers: ['bio', 'personalDescription'],
  programs: ['description'],
  webinars: ['description'],
  newsletters: ['specialDescription'],
  testimonials: ['quote'],
};

/** A line break or tab with the spaces around it, as the one-line rule refuses them. */
const LINE_BREAKS = /\s*[\n\r\t\u0085\u2028\u2029]+\s*/g;

function oneLine(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LINE_BREAKS, ' ');
  if (Array.isArray(value)) return value.map(oneLine);
  return value;
}

/**
 * Line breaks stored in one-line fields (titles, names, places...) before they were refused
 * become spaces, so an admin's next save of the item does not fail on text they never typed.
 */
export async function up(db: mongo.Db): Promise<void> {
  for (const [name, multiline] of Object.entries(MULTILINE_FIELDS)) {
    const collection = db.collection(name);
    for await (const document of collection.find()) {
      const changes: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(document)) {
        const after = oneLine(value);
        if (!multiline.includes(field) && !isDeepStrictEqual(after, value)) changes[field] = after;
      }
      if (Object.keys(changes).length > 0) {
        await collection.updateOne({ _id: document._id }, { $set: changes });
      }
    }
  }
}
