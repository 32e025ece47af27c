import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../../../scripts/lib/run.mjs';
import { loopbackServers } from '../support/loopback-servers';
import { signedInAgent, startTestApp } from '../support/test-app';
import { dropTestDatabase } from '../support/test-database';

// Issue 34, item 3: before a public-site release is activated, the shell's renderer renders every
// public route with its server build against the real API (on FerretDB), an event and a webinar
// of the API's filling the routes by slug. One whose event page throws is refused, naming the page.

// The release's server build loads and renders some twenty pages, twice over.
jest.setTimeout(120_000);

const publicSiteDist = path.join(rootDir, 'public-site', 'dist');
const RELEASE_COMMAND = path.join(rootDir, 'scripts', 'release.mjs');
/** In the event page only: its details' landmark. */
const EVENT_PAGE_PART = '"aria-label": "Event details",';

const { listen, closeAll } = loopbackServers();
let apiUrl: string;
let remoteDir: string;
let eventSlug: string;

/** `npm run release` in the remote's folder, against the API: its exit status and output. */
function releaseCommand(...args: string[]) {
  const child = spawn(process.execPath, [RELEASE_COMMAND, ...args], {
    cwd: remoteDir,
    env: { ...process.env, API_URL: apiUrl, RELEASES_KEEP: '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
}

/** The built public-site copied into the remote's dist/; gives that folder. */
function copyBuild() {
  const dist = path.join(remoteDir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  cpSync(publicSiteDist, dist, { recursive: true });
  return dist;
}

/** Publishes the built public-site, its server build changed by `change`; gives the id. */
async function publish(change: (serverEntry: string) => string = (entry) => entry) {
  const serverEntry = path.join(copyBuild(), 'server', 'remoteEntry.js');
  writeFileSync(serverEntry, change(readFileSync(serverEntry, 'utf8')));
  const { stdout } = await releaseCommand();
  return /^published (\S+);/.exec(stdout)?.[1] ?? '';
}

/** The about page's browser chunk, which page-chunks.json names (and the manifest, lazily). */
const aboutChunk = () =>
  readdirSync(publicSiteDist).find((file) => /^page-about-about-page\.\w+\.js$/.test(file))!;
const NO_SERVER_BUILD =
  "it lacks server/remoteEntry.js, public-site's server build (no page would render on the server)";
const releases = () => readdirSync(path.join(remoteDir, 'releases')).sort();
/** The pointer's text, if a release is active. */
const pointer = () => {
  const file = path.join(remoteDir, 'releases', 'active.json');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

beforeAll(async () => {
  const built = [
    path.join(rootDir, 'shell', 'dist', 'mf-manifest.json'),
    path.join(rootDir, 'shell', 'dist-server', 'render-page.js'),
    path.join(publicSiteDist, 'server', 'remoteEntry.js'),
  ];
  const missing = built.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`Build first (npm test does): missing ${missing.join(', ')}`);
  const app = await startTestApp();
  const admin = await signedInAgent(app.handler);
  const { body } = await admin
    .post('/api/cms/events')
    .field(
      'eventData',
      JSON.stringify({ title: 'Release Check Retreat', month: 'October', date: '5', year: 2030 }),
    )
    .expect(201);
  eventSlug = (body as { event: { slug: string } }).event.slug;
  await admin
    .post('/api/cms/webinars')
    .send({ title: 'Release Check Talk', year: 2025, month: 'March' })
    .expect(201);
  apiUrl = await listen(app.handler);
  remoteDir = mkdtempSync(path.join(os.tmpdir(), 'public-site-'));
});

afterAll(async () => {
  closeAll();
  rmSync(remoteDir, { recursive: true, force: true });
  await dropTestDatabase();
});

describe('activating a public-site release', () => {
  it('refuses one whose server build throws on a route, naming it and the error; --force says it skips the check', async () => {
    expect(readFileSync(path.join(publicSiteDist, 'server', 'remoteEntry.js'), 'utf8')).toContain(
      EVENT_PAGE_PART,
    );
    const broken = await publish((entry) =>
      entry.replace(
        EVENT_PAGE_PART,
        '"aria-label": (() => { throw new Error("the event page broke"); })(),',
      ),
    );
    const refused = await releaseCommand('activate', broken);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      `release: release ${broken} was not activated: /events/${eventSlug} left to the browser: the event page broke (--force activates it unchecked)\n`,
    );
    expect(existsSync(path.join(remoteDir, 'releases', 'active.json'))).toBe(false);

    const forced = await releaseCommand('activate', broken, '--force');
    expect(forced.status).toBe(0);
    expect(forced.stdout).toBe(
      `--force: not checking that the release is whole and fits the shell, nor that its server build renders\nactive: ${broken}\n`,
    );
  });

  it('refuses one whose server build does not load, saying so', async () => {
    const broken = await publish(() => 'throw new Error("no build here");');
    const refused = await releaseCommand('activate', broken);
    expect(refused.status).toBe(1);
    // (The federation runtime may warn of its retry before.)
    expect(refused.stderr).toMatch(
      new RegExp(
        `^release: release ${broken} was not activated: its server build gave no routes: public-site's routes could not be read: no build here \\(--force`,
        'm',
      ),
    );
  });

  it('activates the build as it is, every public route rendered', async () => {
    const good = await publish();
    const activated = await releaseCommand('activate', good);
    expect(activated.stderr).toBe('');
    expect(activated.status).toBe(0);
    // Every route of SPEC §2 that public-site defines, the event and webinar pages with the API's own.
    const rendered = new RegExp(
      `^rendered (\\d+) public routes with the API at ${apiUrl}\nactive: ${good}\n$`,
    ).exec(activated.stdout);
    expect(Number(rendered?.[1])).toBeGreaterThanOrEqual(18);
  });

  it('refuses to publish a build without its server build, or lacking a file its manifests name', async () => {
    await publish();
    const before = releases();
    rmSync(path.join(copyBuild(), 'server'), { recursive: true });
    const noServer = await releaseCommand();
    expect(noServer.status).toBe(1);
    expect(noServer.stderr).toMatch(/^release: /);
    expect(noServer.stderr).toContain(
      `/dist is not a whole build: ${NO_SERVER_BUILD}: build it again\n`,
    );

    rmSync(path.join(copyBuild(), aboutChunk()));
    const noChunk = await releaseCommand();
    expect(noChunk.status).toBe(1);
    expect(noChunk.stderr).toContain(
      `is not a whole build: it lacks ${aboutChunk()}, which its mf-manifest.json names: build it again`,
    );
    expect(releases()).toEqual(before);
  });

  it('refuses to activate a release that lacks its server build or a page chunk (published before either was checked)', async () => {
    const noServer = await publish();
    rmSync(path.join(remoteDir, 'releases', noServer, 'server'), { recursive: true });
    const noChunk = await publish();
    rmSync(path.join(remoteDir, 'releases', noChunk, aboutChunk()));
    const active = pointer();

    const refused = await releaseCommand('activate', noServer);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      `release: release ${noServer} was not activated: ${NO_SERVER_BUILD} (--force activates it unchecked)\n`,
    );
    const refusedChunk = await releaseCommand('activate', noChunk);
    expect(refusedChunk.status).toBe(1);
    expect(refusedChunk.stderr).toBe(
      `release: release ${noChunk} was not activated: it lacks ${aboutChunk()}, which its mf-manifest.json names (--force activates it unchecked)\n`,
    );
    expect(pointer()).toBe(active);
  });
});
