// `npm start`: set up what is missing, build, and run the database, API, both remotes and the shell.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNpmPackages } from './lib/setup.mjs';
import { rootDir, run } from './lib/run.mjs';

if (existsSync(path.join(rootDir, '.env'))) process.loadEnvFile(path.join(rootDir, '.env'));

await ensureNpmPackages();
// Imported after the install: these modules need no packages, but the build below does.
const { startLocalDb } = await import('./lib/local-db.mjs');
const { startStack } = await import('./lib/stack.mjs');

let mongoUri = process.env.MONGODB_URI;
/** @type {Awaited<ReturnType<typeof startLocalDb>> | undefined} */
let database;
if (!mongoUri) {
  database = await startLocalDb({
    dataDir: path.join(rootDir, '.data', 'db'),
    port: Number(process.env.LOCAL_DB_PORT ?? 27018),
  });
  mongoUri = database.uri('da_boulder');
  console.log(`[start] local FerretDB on 127.0.0.1:${database.port} (data in .data/db)`);
}

/** Kept in .data so local sessions survive a restart. */
function localSessionSecret() {
  const file = path.join(rootDir, '.data', 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

const stopDatabase = async () => database?.stop();
try {
  console.log('[start] building...');
  await run('npx', ['lerna', 'run', 'build', '--loglevel=warn']);
} catch (error) {
  await stopDatabase();
  throw error;
}

const stack = await startStack({
  ports: {
    api: Number(process.env.API_PORT ?? 4000),
    publicSite: Number(process.env.PUBLIC_SITE_PORT ?? 3001),
    adminApp: Number(process.env.ADMIN_APP_PORT ?? 3002),
    shell: Number(process.env.SHELL_PORT ?? 3000),
  },
  env: {
    MONGODB_URI: mongoUri,
    MAIL_DIR: process.env.MAIL_DIR ?? path.join(rootDir, '.data', 'mail'),
    SESSION_SECRET: process.env.SESSION_SECRET ?? localSessionSecret(),
  },
}).catch(async (error) => {
  await stopDatabase();
  throw error;
});

console.log(`\n  The site is running at \x1b[1m${stack.url}\x1b[0m  (admin: ${stack.url}/login)\n`);
console.log('  Press Ctrl-C to stop.\n');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] stopping...');
  await stack.stop();
  await stopDatabase();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const child of stack.children) {
  child.on('exit', (code) => {
    if (!stopping && code !== 0) {
      console.error(`[start] a service exited with ${code}; stopping everything.`);
      void shutdown().then(() => process.exit(1));
    }
  });
}
