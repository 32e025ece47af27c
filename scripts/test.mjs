// `npm test`: set up what is missing, then lint, type-check, jest (unit + API integration on a real
// FerretDB) and Playwright end-to-end tests on the built deployables. Exits non-zero on any failure.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureFerretDb, ensureNginx, ensureNpmPackages } from './lib/setup.mjs';
import { run } from './lib/run.mjs';

const step = (/** @type {string} */ name) => console.log(`\n\x1b[1m== ${name}\x1b[0m`);

await ensureNpmPackages();
await ensureFerretDb();
await ensureChromium();
await ensureNginx();

step('lint (eslint, prettier, import circles)');
await run('npm', ['run', 'lint']);

step('type-check (tsc, strict)');
await run('npx', ['tsc', '-p', 'tsconfig.json']);

const { startLocalDb } = await import('./lib/local-db.mjs');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'da-boulder-test-db-'));
const database = await startLocalDb({ dataDir });
const env = { ...process.env, TEST_MONGODB_URL: `mongodb://127.0.0.1:${database.port}` };

let failed = false;
try {
  // Built first: the shell's render-path tests run the built shell and remote, as they ship.
  step('build (production bundles)');
  await run('npx', ['lerna', 'run', 'build', '--loglevel=warn'], {
    env: { ...env, NODE_ENV: 'production' },
  });

  step('jest (unit, component, API integration, server rendering)');
  await run('npx', ['jest', '--ci'], { env });

  step('playwright (end-to-end in Chromium)');
  await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { env });
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? `\n${error.message}` : error);
} finally {
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
