// First-run set-up for a fresh clone: npm packages, the local FerretDB build, Debian's Chromium and
// nginx.
import { cpSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './chromium.mjs';
import { capture, rootDir, run } from './run.mjs';

export const FERRETDB_VERSION = 'v1.24.2';
const toolsDir = path.join(rootDir, '.tools');
export const ferretdbBinary = path.join(toolsDir, 'bin', `ferretdb-${FERRETDB_VERSION}`);

/** @param {string} message */
function log(message) {
  console.log(`\x1b[36m[setup]\x1b[0m ${message}`);
}

/** Installs npm packages when node_modules is missing or older than the lock file. */
export async function ensureNpmPackages() {
  const marker = path.join(rootDir, 'node_modules', '.package-lock.json');
  const lock = path.join(rootDir, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // `npm install`, not `npm ci`: npm 11 leaves other platforms' optional binaries (@swc/core-*)
  // out of the lock file, and `npm ci` then refuses the lock as out of sync.
  log('installing npm packages (npm install)...');
  await run('npm', ['install', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

/**
 * Builds FerretDB from the Go module proxy into .tools/bin.
 * `go install ...@v1.24.2` cannot be used as is: the proxy refuses the module's version list
 * (403 while "loading deprecation"), and the module source lacks the generated
 * build/version/version.txt, so the binary would panic at start. We copy the module source,
 * write that file and build it with its own go.mod and go.sum.
 */
export async function ensureFerretDb() {
  if (existsSync(ferretdbBinary)) return ferretdbBinary;
  try {
    await capture('go', ['version']);
  } catch {
    throw new Error(
      'Go is needed to build the local FerretDB database (or set MONGODB_URI to an existing MongoDB).',
    );
  }
  log(`building FerretDB ${FERRETDB_VERSION} with Go (once, about two minutes)...`);
  const info = JSON.parse(
    await capture('go', [
      'mod',
      'download',
      '-json',
      `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`,
    ]),
  );
  const sourceDir = path.join(toolsDir, 'src', `ferretdb-${FERRETDB_VERSION}`);
  rmSync(sourceDir, { recursive: true, force: true });
  mkdirSync(path.dirname(sourceDir), { recursive: true });
  cpSync(info.Dir, sourceDir, { recursive: true });
  // Module cache files are read-only; the generated version file must be writable.
  await run('chmod', ['-R', 'u+w', sourceDir]);
  writeFileSync(path.join(sourceDir, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
  mkdirSync(path.dirname(ferretdbBinary), { recursive: true });
  await run('go', ['build', '-o', ferretdbBinary, './cmd/ferretdb'], {
    cwd: sourceDir,
    env: { ...process.env, CGO_ENABLED: '0' },
  });
  rmSync(sourceDir, { recursive: true, force: true });
  return ferretdbBinary;
}

let aptUpdated = false;
/**
 * apt-get install, after one apt-get update per run.
 * @param {string[]} packages
 */
async function aptInstall(packages) {
  log(`installing Debian's ${packages.join(', ')} (apt-get install -y)...`);
  if (!aptUpdated) await run('apt-get', ['update']);
  aptUpdated = true;
  await run('apt-get', ['install', '-y', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Installs Debian's Chromium for the end-to-end tests when it is missing. */
export async function ensureChromium() {
  if (existsSync(chromiumPath())) return chromiumPath();
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH ${chromiumPath()} does not exist`);
  await aptInstall(['chromium']);
  return chromiumPath();
}

/**
 * Installs Debian's nginx (the production journeys run behind deploy/nginx.conf) and openssl (their
 * certificate is made at test time) when missing. Debian's package does not start its service in
 * a container without an init system; the tests run their own nginx on free ports.
 */
export async function ensureNginx() {
  const missing = [
    ['nginx', '/usr/sbin/nginx'],
    ['openssl', '/usr/bin/openssl'],
  ].filter(([, binary]) => !existsSync(binary));
  if (missing.length > 0) await aptInstall(missing.map(([name]) => name));
}
