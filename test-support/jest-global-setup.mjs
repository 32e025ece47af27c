// Gives the API tests a real database: the one `npm test` started (TEST_MONGODB_URL),
// or a throwaway FerretDB of our own when jest runs alone.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalDb } from '../scripts/lib/local-db.mjs';

export default async function globalSetup() {
  if (process.env.TEST_MONGODB_URL) return;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'da-boulder-jest-db-'));
  const db = await startLocalDb({ dataDir });
  globalThis.__TEST_DB__ = db;
  process.env.TEST_MONGODB_URL = `mongodb://127.0.0.1:${db.port}`;
}
