import type { mongo } from 'mongoose';

/** Where a lowercased copy of the address was kept, indexed, until mailbox folding replaced it. */
const COLLECTIONS = ['registrations', 'contactmessages'];
const INDEX = 'emailKey_1';

/** The stale `emailKey` field and its index go: nothing reads them, and every write paid for them. */
export async function up(db: mongo.Db): Promise<void> {
  for (const name of COLLECTIONS) {
    if (!(await db.listCollections({ name }, { nameOnly: true }).hasNext())) continue;
    const collection = db.collection(name);
    if (await collection.indexExists(INDEX)) await collection.dropIndex(INDEX);
    await collection.updateMany({ emailKey: { $exists: true } }, { $unset: { emailKey: '' } });
  }
}
