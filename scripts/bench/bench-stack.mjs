// The stack a bench run measures: the built deployables in production mode on a throw-away
// FerretDB, with a bench admin. bench.mjs starts all of it; a section run alone starts what it
// needs (people.mjs: the API alone).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalDb } from '../lib/local-db.mjs';
import { freePort } from '../lib/run.mjs';
import { startStack } from '../lib/stack.mjs';

/**
 * @param {{ name: string, only?: string[] }} options `name` names its data folder; `only`, the
 *   deployables to start (all by default)
 */
export async function startBenchStack({ name, only }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `da-boulder-bench-${name}-`));
  const database = await startLocalDb({ dataDir });
  const removeData = async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const ports = {
    api: await freePort(),
    publicSite: await freePort(),
    adminApp: await freePort(),
    shell: await freePort(),
  };
  const admin = { username: 'bench-admin', password: randomUUID() };
  const mailDir = path.join(dataDir, 'mail');
  const mongodbUri = database.uri('bench');
  let stack;
  try {
    stack = await startStack({
      ports,
      ...(only ? { only } : {}),
      quiet: true,
      env: {
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        MONGODB_URI: mongodbUri,
        NODE_ENV: 'production',
        SESSION_SECRET: 'b'.repeat(48),
        SITE_URL: `http://127.0.0.1:${ports.shell}`,
        MAIL_DIR: mailDir,
      },
    });
  } catch (error) {
    await removeData();
    throw error;
  }
  const started = stack;
  return {
    ports,
    admin,
    mailDir,
    mongodbUri,
    stack: started,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    baseUrl: `http://127.0.0.1:${ports.shell}`,
    async stop() {
      await started.stop();
      await removeData();
    },
  };
}
