import { isDeepStrictEqual } from 'node:util';
import type { mongo } from 'mongoose';
import { sampleContent } from '@da-boulder/contracts';

/** What the seed sets and an admin may change (sortOrder moves when other events are arranged). */
const SEEDED_FIELDS = [
  'title',
  'introText',
  'description',
  'date',
  'month',
  'year',
  'time',
  'location',
  'facilitator',
  'facilitatorRole',
  'facilitators',
  'teacherProfileIds',
  'videoUrl',
  'imageUrl',
  'flyerUrl',
  'registrationEmail',
  'registrationUrl',
  'isRecurring',
] as const;

/**
 * The seeded Sunday meditation takes no registrations. Databases seeded before the setting
 * existed store the event without it, which reads as on: turn it off where the event is still as
 * seeded, never over an admin's edit.
 */
export async function up(db: mongo.Db): Promise<void> {
  const seed = sampleContent.events.find((event) => event.slug === 'sunday-meditation');
  if (!seed) return;
  const events = db.collection('events');
  const stored = await events.findOne({ slug: seed.slug });
  if (!stored || stored.registrationNeeded === false) return;
  if (!SEEDED_FIELDS.every((field) => isDeepStrictEqual(stored[field], seed[field]))) return;
  // Unless an admin saved it meanwhile.
  await events.updateOne(
    { _id: stored._id, updatedAt: stored.updatedAt as Date },
    { $set: { registrationNeeded: false } },
  );
}
