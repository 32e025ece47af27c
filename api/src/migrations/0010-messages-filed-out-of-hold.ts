import type { mongo } from 'mongoose';

/**
 * Messages the spam trap held that an admin then filed as open or handled kept their `spam` mark,
 * and the purge of held messages would delete them 30 days on: they are people's, as a release
 * makes them.
 */
export async function up(db: mongo.Db): Promise<void> {
  await db
    .collection('contactmessages')
    .updateMany({ spam: true, status: { $in: ['open', 'handled'] } }, { $set: { spam: false } });
}
