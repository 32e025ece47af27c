import type { mongo } from 'mongoose';
import { BOULDER_CENTER } from '@da-boulder/contracts';

/** Where the sample events said they were before they took the chapter's one address. */
export const SEEDED_LOCATION = 'Diamond Approach Boulder Center, 1800 Pearl Street, Boulder, CO';

/**
 * Sample events seeded with a street the contact page never named now say the chapter's address.
 * Only a location still as seeded changes, never an admin's; it is a move, so calendars that
 * imported the event follow it (SEQUENCE).
 */
export async function up(db: mongo.Db): Promise<void> {
  await db
    .collection('events')
    .updateMany(
      { location: SEEDED_LOCATION },
      { $set: { location: BOULDER_CENTER }, $inc: { sequence: 1 } },
    );
}
