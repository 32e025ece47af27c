import type { mongo } from 'mongoose';

/** The seeded ongoing group as it was before it became a monthly series. */
export const SEEDED_AS_ONE_DAY = {
  time: 'First meeting 9:30 AM - 4:30 PM, then monthly on Saturdays',
  isRecurring: false,
};

/**
 * The seeded "Diamond Heart Ten" group said "then monthly" but was one day in calendars: where it
 * is still as seeded, it becomes the monthly series it describes (the third Saturday), a change
 * calendars that imported it follow (SEQUENCE). Written out here, not read from the seed: a
 * migration does the same on every database, whatever the seed becomes later.
 */
export async function up(db: mongo.Db): Promise<void> {
  await db.collection('events').updateOne(
    { slug: 'diamond-heart-ten-new-group', ...SEEDED_AS_ONE_DAY },
    {
      $set: {
        time: 'Third Saturday of each month, 9:30 AM - 4:30 PM',
        isRecurring: true,
        recurrence: {
          frequency: 'monthly',
          week: 3,
          weekday: 'Saturday',
          startTime: '09:30',
          endTime: '16:30',
        },
      },
      $inc: { sequence: 1 },
    },
  );
}
