import type { mongo } from 'mongoose';

/**
 * Every admin has a mail address (issue 47): those added before hold it blank, which the
 * dashboard asks them to fill at their next sign-in, and ADMIN_EMAIL fills for the first admin.
 */
export async function up(db: mongo.Db): Promise<void> {
  await db.collection('users').updateMany({ email: { $exists: false } }, { $set: { email: '' } });
}
