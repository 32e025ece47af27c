import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { connectWithRetry } from '../../src/db/connect';

/** A fresh database per test file on the real FerretDB, dropped afterwards. */
export function testDatabaseUri(): string {
  const base = process.env.TEST_MONGODB_URL;
  if (!base) throw new Error('TEST_MONGODB_URL is not set (jest global setup starts a database)');
  return `${base}/test_${randomUUID().replace(/-/g, '')}`;
}

export async function connectTestDatabase(): Promise<string> {
  const uri = testDatabaseUri();
  await connectWithRetry(uri, { attempts: 5 });
  return uri;
}

export async function dropTestDatabase(): Promise<void> {
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
}
