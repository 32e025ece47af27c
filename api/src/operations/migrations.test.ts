import mongoose from 'mongoose';
import { connectTestDatabase, dropTestDatabase } from '../../test/support/test-database';
import {
  MIGRATION_LOCK_COLLECTION,
  MIGRATIONS_COLLECTION,
  migrationStatus,
  runMigrations,
} from './migrations';

const ALL = [
  '0001-sunday-meditation-without-registration',
  '0002-drop-email-key',
  '0003-one-line-fields',
  '0004-sample-events-chapter-address',
  '0005-registration-status',
  '0006-diamond-heart-monthly',
  '0007-registration-event-status',
  '0008-admin-email',
  '0009-mail-given-up',
  '0010-messages-filed-out-of-hold',
];

let uri: string;
const connections: mongoose.Connection[] = [];
/** An instance of its own: a separate connection (and pool) to the same database. */
async function instance() {
  const connection = await mongoose.createConnection(uri).asPromise();
  connections.push(connection);
  return connection.db!;
}

beforeAll(async () => {
  uri = await connectTestDatabase();
});
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()));
  await dropTestDatabase();
});

describe('migrations', () => {
  it('lists every numbered migration as pending on a new database', async () => {
    expect(await migrationStatus(await instance())).toEqual({ applied: [], pending: ALL });
  });

  it('run once across two instances started together: one runs them, the other waits', async () => {
    const [first, second] = await Promise.all([instance(), instance()]);
    const messages: string[] = [];
    const ran = await Promise.all([
      runMigrations(first, { pollMs: 20, log: (m) => messages.push(`first: ${m}`) }),
      runMigrations(second, { pollMs: 20, log: (m) => messages.push(`second: ${m}`) }),
    ]);

    expect(ran.flat()).toEqual(ALL);
    expect(ran).toContainEqual([]);
    expect(messages.filter((m) => m.includes('waiting for another instance'))).toHaveLength(1);
    const applied = await first.collection(MIGRATIONS_COLLECTION).find().toArray();
    expect(applied.map((row) => row._id).sort()).toEqual(ALL);
    expect(await first.collection(MIGRATION_LOCK_COLLECTION).countDocuments()).toBe(0);

    const status = await migrationStatus(second);
    expect(status.pending).toEqual([]);
    expect(status.applied.map(({ name }) => name)).toEqual(ALL);
    expect(status.applied.every(({ appliedAt }) => appliedAt instanceof Date)).toBe(true);
    expect(await runMigrations(second)).toEqual([]);
  });

  it('takes over the lock of an instance that died holding it, once its lease ran out', async () => {
    const db = await instance();
    await db
      .collection<{ _id: string }>(MIGRATIONS_COLLECTION)
      .deleteOne({ _id: '0003-one-line-fields' });
    await db
      .collection<{ _id: string; holder: string; expiresAt: Date }>(MIGRATION_LOCK_COLLECTION)
      .insertOne({
        _id: 'migrations',
        holder: 'crashed',
        expiresAt: new Date(Date.now() - 1000),
      });

    expect(await runMigrations(db, { pollMs: 20 })).toEqual(['0003-one-line-fields']);
  });
});
