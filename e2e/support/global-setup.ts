import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { startLocalDb } from '../../scripts/lib/local-db.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { freePort } from '../../scripts/lib/run.mjs';

/**
 * Runs the built deployables as in production, each its own process on a free port,
 * against the test database (or a FerretDB of our own), and tells the tests where they are.
 */
export default async function globalSetup() {
  let database: Awaited<ReturnType<typeof startLocalDb>> | undefined;
  let baseUrl = process.env.TEST_MONGODB_URL;
  if (!baseUrl) {
    database = await startLocalDb({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'da-boulder-e2e-db-')),
    });
    baseUrl = `mongodb://127.0.0.1:${database.port}`;
  }
  const ports = {
    api: await freePort(),
    publicSite: await freePort(),
    adminApp: await freePort(),
    shell: await freePort(),
  };
  const mongodbUri = `${baseUrl}/e2e_${randomUUID().replace(/-/g, '')}`;
  const stack = await startStack({
    ports,
    quiet: true,
    env: {
      MONGODB_URI: mongodbUri,
      MAIL_DIR: mkdtempSync(path.join(os.tmpdir(), 'da-boulder-e2e-mail-')),
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
    },
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${ports.shell}`;
  process.env.E2E_API_URL = `http://127.0.0.1:${ports.api}`;
  process.env.E2E_PUBLIC_SITE_URL = `http://127.0.0.1:${ports.publicSite}`;
  process.env.E2E_ADMIN_APP_URL = `http://127.0.0.1:${ports.adminApp}`;
  process.env.E2E_MONGODB_URI = mongodbUri;

  return async () => {
    await stack.stop();
    await database?.stop();
  };
}
