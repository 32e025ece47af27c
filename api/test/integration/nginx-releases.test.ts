import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, rootDir, stopProcess, waitForPort } from '../../../scripts/lib/run.mjs';
import { startTestNginx } from '../support/test-nginx';

// Issue 34, item 5: deploy/nginx.conf serves a remote's releases as the remote's server does,
// caching headers and all: a release's hashed files immutable for a year, the pointer and the
// entry files revalidated on every use, and a switch of the active release seen at once.

// nginx and the remote's server start as processes of their own.
jest.setTimeout(60_000);

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const CHUNK = 'about.0123456789.js';

let nginx: Awaited<ReturnType<typeof startTestNginx>>;
let remote: ChildProcess;
let remoteDir: string;
let a: string;
let b: string;

/** `npm run release -- <args>` in the remote's folder: what it printed. */
const releaseCommand = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(rootDir, 'scripts', 'release.mjs'), ...args], {
    cwd: remoteDir,
    encoding: 'utf8',
  });

/** A public-site build whose files say `text`, published as a release; gives its id. */
function release(text: string) {
  const dist = path.join(remoteDir, 'dist');
  writeFileSync(path.join(dist, 'remoteEntry.js'), `entry ${text}`);
  writeFileSync(path.join(dist, 'mf-manifest.json'), `{"release":"${text}"}`);
  writeFileSync(path.join(dist, CHUNK), `about ${text}`);
  return /^published (\S+);/.exec(releaseCommand())![1];
}

/** Activated unchecked: these builds are files to serve, not a remote the shell could load. */
const activate = (id: string) => releaseCommand('activate', id, '--force');

beforeAll(async () => {
  remoteDir = mkdtempSync(path.join(os.tmpdir(), 'public-site-'));
  mkdirSync(path.join(remoteDir, 'dist'));
  a = release('A');
  b = release('B');
  activate(a);
  // The public-site remote's server, as deployed in remoteDir.
  const port = await freePort();
  remote = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { serveRemote } from '@da-boulder/server-kit/serve-remote';
       serveRemote({ name: 'public-site', root: ${JSON.stringify(path.join(remoteDir, 'dist'))}, defaultPort: ${port} });`,
    ],
    { cwd: rootDir, stdio: 'ignore', env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  await waitForPort(port, { child: remote });
  nginx = await startTestNginx('releases', { publicSitePort: port });
});

afterAll(async () => {
  await nginx.stop();
  await stopProcess(remote);
  rmSync(remoteDir, { recursive: true, force: true });
});

const REMOTE = '/remotes/public-site';

it("serves the active release's entries and the pointer no-cache, each release's hashed files immutable", async () => {
  expect(await nginx.get(`${REMOTE}/releases/active.json`)).toMatchObject({
    status: 200,
    body: JSON.stringify({ id: a }),
    headers: { 'cache-control': 'no-cache' },
  });
  for (const [file, body] of [
    ['remoteEntry.js', 'entry A'],
    ['mf-manifest.json', '{"release":"A"}'],
  ])
    expect(await nginx.get(`${REMOTE}/${file}`)).toMatchObject({
      status: 200,
      body,
      headers: { 'cache-control': 'no-cache' },
    });
  for (const [id, text] of [
    [a, 'A'],
    [b, 'B'],
  ]) {
    expect(await nginx.get(`${REMOTE}/releases/${id}/${CHUNK}`)).toMatchObject({
      status: 200,
      body: `about ${text}`,
      headers: { 'cache-control': YEAR_IMMUTABLE },
    });
    expect(await nginx.get(`${REMOTE}/releases/${id}/remoteEntry.js`)).toMatchObject({
      status: 200,
      body: `entry ${text}`,
      headers: { 'cache-control': 'no-cache' },
    });
  }
  for (const pathname of [
    `${REMOTE}/releases/20260101T000000000Z-000000000000/${CHUNK}`,
    `${REMOTE}/releases/.lock`,
    `${REMOTE}/releases/${a}/../../dist/remoteEntry.js`,
  ])
    expect((await nginx.get(pathname)).status).toBe(404);
});

it('shows an activation within the moment the remote reads its pointer, through nginx', async () => {
  activate(b);
  for (let tries = 1; ; tries += 1) {
    const { body } = await nginx.get(`${REMOTE}/remoteEntry.js`);
    if (body === 'entry B') break;
    if (tries === 50) throw new Error(`still ${body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await nginx.get(`${REMOTE}/releases/active.json`)).toMatchObject({
    body: JSON.stringify({ id: b }),
    headers: { 'cache-control': 'no-cache' },
  });
  // A's files stay where an open tab finds them.
  expect((await nginx.get(`${REMOTE}/releases/${a}/${CHUNK}`)).body).toBe('about A');
});
