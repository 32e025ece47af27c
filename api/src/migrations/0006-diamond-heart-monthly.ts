import type { mongo } from 'mongoose';
import { ongoingGroupEvent } from '../seed/seed-content';

/** The seeded ongoing group as it was before it became a monthly series. */
export const SEEDED_AS_ONE_DAY = {
  time: 'First meeting 9:30 AM - 4:30 PM, then monthly on Saturdays',
  isRecurring: false,
};

/**
 * The seeded "Diamond Heart Ten" group said "then monthly" but was one day in calendars: where it
 * is still as seeded, it becomes the monthly series it describes (the third Saturday), a change
 * calendars that imported it follow (SEQUENCE).
 */
export async function up(db: mongo.Db): Promise<void> {
  const { slug, time, isRecurring, recurrence } = ongoingGroupEvent;
  await db
    .collection('events')
    .updateOne(
      { slug, ...SEEDED_AS_ONE_DAY },
      { $set: { time, isRecurring, recurrence }, $inc: { sequence: 1 } },
    );
}
