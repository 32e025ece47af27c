import type { mongo } from 'mongoose';
import { insertUntaken } from '../db/duplicate-key';

/**
 * Mail given up on moves from the archive of sent mail to `mail_given_up`, where the dashboard
 * counts and lists it on each visit without reading a month of sent mail. Copied before it is
 * deleted, so a migration stopped halfway loses nothing and runs again.
 */
export async function up(db: mongo.Db): Promise<void> {
  const archive = db.collection('mail_archive');
  const givenUp = await archive.find({ status: 'failed' }).toArray();
  if (givenUp.length === 0) return;
  await insertUntaken(db.collection('mail_given_up'), givenUp);
  await archive.deleteMany({ _id: { $in: givenUp.map((mail) => mail._id) } });
}
