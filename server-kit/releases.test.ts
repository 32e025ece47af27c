/**
 * @jest-environment node
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  activateRelease,
  listReleases,
  publishRelease,
  pruneReleases,
  readPointer,
  rollbackRelease,
} from './releases.mjs';
import { createReleasesHandler } from './serve-releases.mjs';

const RELEASE_COMMAND = path.resolve(__dirname, '../scripts/release.mjs');
const DAY_MS = 24 * 60 * 60 * 1000;

let remoteDir: string;

/** An mf-manifest.json sharing React `react` and exposing `exposes`. */
const manifest = (react: string, exposes = ['./routes']) =>
  JSON.stringify({
    shared: [
      { name: 'react', version: react, singleton: true },
      { name: 'swr', version: '2.5.1', singleton: true },
    ],
    exposes: exposes.map((expose) => ({ path: expose })),
  });

/** The running shell's manifest, which releases are checked against. */
const shellManifestFile = () => path.join(remoteDir, 'shell-mf-manifest.json');
const check = () => ({ shellManifestFile: shellManifestFile() });

/**
 * A remote's build in `folder` (dist/), whose entry and chunks say `text`; with a server build
 * when `server` (public-site's: activation renders its routes, api/test/integration's
 * release-render-check.test.ts), else without (admin-app's).
 */
function build(text: string, folder = 'dist', mfManifest = manifest('18.2.0'), server = false) {
  const dist = path.join(remoteDir, folder);
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(path.join(dist, server ? 'server' : ''), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), mfManifest);
  writeFileSync(path.join(dist, 'remoteEntry.js'), `entry ${text}`);
  writeFileSync(path.join(dist, 'about.0123456789.js'), `about ${text}`);
  if (server) writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), `server ${text}`);
}

/** What activation says of a release without a server build. */
const NOTHING_TO_RENDER =
  'no server build in this release (the admin app renders in the browser): nothing to render\n';

/** `npm run release` in the remote's folder: its exit status and what it wrote. */
function releaseCommand(...args: string[]) {
  const result = spawnSync(process.execPath, [RELEASE_COMMAND, ...args], {
    cwd: remoteDir,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_KEEP: '', SHELL_MANIFEST: shellManifestFile() },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const publishedId = (stdout: string) => /^published (\S+);/.exec(stdout)?.[1] ?? '';
const releasesDir = () => path.join(remoteDir, 'releases');

beforeEach(() => {
  remoteDir = mkdtempSync(path.join(os.tmpdir(), 'remote-'));
  // A checkout, as the remote's folder is: a release records its commit.
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], {
      cwd: remoteDir,
    });
  git('init', '-q');
  git('commit', '-q', '--allow-empty', '-m', 'a commit');
  writeFileSync(shellManifestFile(), manifest('18.3.1'));
});
afterEach(() => rmSync(remoteDir, { recursive: true, force: true }));

describe('npm run release', () => {
  it('publishes the build as it is, activates a release, rolls back and lists them', () => {
    build('A');
    const published = releaseCommand();
    expect(published.status).toBe(0);
    const a = publishedId(published.stdout);
    expect(a).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{12}$/);
    expect(readFileSync(path.join(releasesDir(), a, 'about.0123456789.js'), 'utf8')).toBe(
      'about A',
    );
    // Published, not active: nothing changes until it is activated.
    expect(readPointer(releasesDir())).toBeUndefined();
    expect(releaseCommand('activate', a).stdout).toBe(`${NOTHING_TO_RENDER}active: ${a}\n`);

    build('B');
    const b = publishedId(releaseCommand().stdout);
    expect(b).not.toBe(a);
    // Another build's content, another hash.
    expect(b.slice(-12)).not.toBe(a.slice(-12));
    // Release A's files are as they were published.
    expect(readFileSync(path.join(releasesDir(), a, 'remoteEntry.js'), 'utf8')).toBe('entry A');
    releaseCommand('activate', b);
    const list = releaseCommand('list').stdout.trimEnd().split('\n');
    expect(list).toHaveLength(2);
    expect(list[0]).toMatch(new RegExp(`^\\* ${b}  \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  [0-9a-f]{12}$`));
    expect(list[1]).toMatch(new RegExp(`^  ${a}  `));

    expect(releaseCommand('rollback').stdout).toBe(`rolled back; active: ${a}\n`);
    expect(readPointer(releasesDir())?.id).toBe(a);
    // Nothing earlier than A: a second rollback refuses and changes nothing.
    const refused = releaseCommand('rollback');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe('release: no earlier release to roll back to\n');
    expect(readPointer(releasesDir())?.id).toBe(a);
  });

  it('refuses a bad id, an unknown command or no build, with a clear message, changing nothing', () => {
    build('A');
    const a = publishedId(releaseCommand().stdout);
    releaseCommand('activate', a);
    const pointerBefore = readFileSync(path.join(releasesDir(), 'active.json'), 'utf8');
    for (const id of ['../dist', '20260101T000000000Z-000000000000', '', 'active.json']) {
      const refused = releaseCommand('activate', id);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toBe(
        `release: no release ${JSON.stringify(id)}: \`npm run release -- list\` shows the ids\n`,
      );
    }
    const unknown = releaseCommand('activte', a);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/^release: usage: npm run release -w <remote>/);
    expect(readFileSync(path.join(releasesDir(), 'active.json'), 'utf8')).toBe(pointerBefore);

    rmSync(path.join(remoteDir, 'dist'), { recursive: true });
    const noBuild = releaseCommand();
    expect(noBuild.status).toBe(1);
    expect(noBuild.stderr).toMatch(/holds no build \(no remoteEntry\.js\): build it first/);
    // No half-published folder is left behind.
    expect(readdirSync(releasesDir()).sort()).toEqual([a, 'active.json']);
  });
});

describe('the check before activation', () => {
  it("refuses a release whose shared singleton has another major than the shell's, or that lacks what the shell loads; --force says what it skips", () => {
    build('React 19', 'dist', manifest('19.0.0'));
    const react19 = publishedId(releaseCommand().stdout);
    build('no routes', 'dist', manifest('18.3.1', ['./other']));
    const noRoutes = publishedId(releaseCommand().stdout);

    const refused = releaseCommand('activate', react19);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      `release: release ${react19} was not activated: react 19.0.0 does not fit the shell's 18.3.1 (another major version) (--force activates it unchecked)\n`,
    );
    expect(releaseCommand('activate', noRoutes).stderr).toBe(
      `release: release ${noRoutes} was not activated: it does not expose ./routes, which the shell loads (--force activates it unchecked)\n`,
    );
    expect(readPointer(releasesDir())).toBeUndefined();

    const forced = releaseCommand('activate', react19, '--force');
    expect(forced.status).toBe(0);
    expect(forced.stdout).toBe(
      `--force: not checking that the release is whole and fits the shell, nor that its server build renders\nactive: ${react19}\n`,
    );
    expect(readPointer(releasesDir())?.id).toBe(react19);
  });
});

describe('retention', () => {
  it('keeps the newest N and any younger than a week, the active release and its previous', () => {
    const now = new Date('2026-06-30T12:00:00Z');
    const ids = [40, 30, 20, 12, 10, 9, 8, 6, 5, 1].map((daysAgo) => {
      build(`${daysAgo} days ago`);
      return publishRelease({ remoteDir, now: new Date(now.getTime() - daysAgo * DAY_MS) }).id;
    });
    // Active: the one of 30 days ago, rolled forward from the one of 40 days ago.
    activateRelease(remoteDir, ids[0], check());
    activateRelease(remoteDir, ids[1], check());

    const removed = pruneReleases({ remoteDir, keep: 2, now });
    // Beyond the newest 2, those older than a week go (the one of 6 days ago stays), but for the
    // active one and the one before it.
    expect(removed.sort()).toEqual([ids[2], ids[3], ids[4], ids[5], ids[6]].sort());
    expect(listReleases(remoteDir).map(({ id }) => id)).toEqual(
      [ids[0], ids[1], ids[7], ids[8], ids[9]].reverse(),
    );
    expect(pruneReleases({ remoteDir, keep: 2, now })).toEqual([]);
  });

  it('keeps every release active within the last week, however long ago it was published', () => {
    const monthAgo = new Date(Date.now() - 30 * DAY_MS);
    const [a, b, c, d] = ['A', 'B', 'C', 'D'].map((text, index) => {
      build(text);
      return publishRelease({ remoteDir, now: new Date(monthAgo.getTime() + index) }).id;
    });
    // A, then B, then C active minutes ago; a rollback from C makes B active again.
    for (const id of [a, b, c]) activateRelease(remoteDir, id, check());
    rollbackRelease(remoteDir);
    expect(readPointer(releasesDir())).toMatchObject({ id: b, previous: [a] });
    // Published today, never active: the newest, kept by `keep`.
    build('E');
    const e = publishRelease({ remoteDir }).id;

    // Tabs opened with A or C (active minutes ago) still find their chunks; D was never active.
    expect(pruneReleases({ remoteDir, keep: 1 })).toEqual([d]);
    // A week and a day on, only the active one and the one a rollback returns to stay.
    const weekOn = new Date(Date.now() + 8 * DAY_MS);
    expect(pruneReleases({ remoteDir, keep: 1, now: weekOn })).toEqual([c]);
    expect(listReleases(remoteDir).map(({ id }) => id)).toEqual([e, b, a]);
  });
});

describe('release commands at once', () => {
  const pointer = () =>
    JSON.parse(readFileSync(path.join(releasesDir(), 'active.json'), 'utf8')) as {
      id: string;
      previous: string[];
    };
  const exists = (id: string) => existsSync(path.join(releasesDir(), id, 'remoteEntry.js'));

  /**
   * Runs each of `calls` (a call of releases.mjs's, as the command makes it) in a process of its
   * own, all starting at one moment: their reads and writes of the pointer overlap, as two
   * commands' would at worst. Gives each one's exit status and what it wrote to stderr.
   */
  function race(calls: string[]) {
    const startAt = Date.now() + 1000;
    return Promise.all(
      calls.map((call) => {
        const child = spawn(process.execPath, [
          '--input-type=module',
          '-e',
          `import { activateRelease, pruneReleases } from ${JSON.stringify(path.join(__dirname, 'releases.mjs'))};
           const remoteDir = ${JSON.stringify(remoteDir)};
           while (Date.now() < ${startAt});
           ${call};`,
        ]);
        let stderr = '';
        child.stderr.on('data', (chunk) => (stderr += chunk));
        return new Promise<{ status: number | null; stderr: string }>((resolve) =>
          child.on('close', (status) => resolve({ status, stderr })),
        );
      }),
    );
  }
  const activate = (id: string) =>
    `activateRelease(remoteDir, ${JSON.stringify(id)}, ${JSON.stringify(check())})`;

  it('two activations: the pointer names one, and a rollback goes to the other', async () => {
    const ids = ['A', 'B', 'C'].map((text, index) => {
      build(text);
      return publishRelease({ remoteDir, now: new Date(Date.now() + index) }).id;
    });
    activateRelease(remoteDir, ids[0], check());
    for (let round = 0; round < 6; round += 1) {
      const [x, y] = round % 2 ? [ids[1], ids[2]] : [ids[2], ids[1]];
      const results = await race([activate(x), activate(y)]);
      expect(results).toEqual([
        { status: 0, stderr: '' },
        { status: 0, stderr: '' },
      ]);
      const { id, previous } = pointer();
      expect([x, y]).toContain(id);
      // Neither was lost: the one activated first is where a rollback goes.
      expect(previous[0]).toBe(id === x ? y : x);
    }
    expect(readdirSync(releasesDir()).sort()).toEqual([...ids, 'active.json'].sort());
  }, 60_000);

  it('pruning while releases are activated never removes the active release or the rollback one', async () => {
    const release = (text: string) => {
      build(text);
      return publishRelease({ remoteDir }).id;
    };
    activateRelease(remoteDir, release('first'), check());
    for (let round = 0; round < 6; round += 1) {
      const [x, y] = [release(`x ${round}`), release(`y ${round}`)];
      // A month on, keeping the newest only: all but the active release and the rollback one go.
      const monthOn = Date.now() + 30 * DAY_MS;
      const [pruned, ...activations] = await race([
        `pruneReleases({ remoteDir, keep: 1, now: new Date(${monthOn}) })`,
        activate(x),
        activate(y),
      ]);
      expect(pruned).toEqual({ status: 0, stderr: '' });
      // An activation after its release was pruned is refused.
      for (const { status, stderr } of activations)
        if (status !== 0) expect(stderr).toMatch(/ReleaseError: no release "/);
      const { id, previous } = pointer();
      expect(exists(id)).toBe(true);
      expect(exists(previous[0])).toBe(true);
    }
    expect(readdirSync(releasesDir())).not.toContain('.lock');
  }, 60_000);
});

describe('the pointer', () => {
  it('is replaced in one step: a reader during switches sees the old or the new one, whole', async () => {
    build('A');
    const a = publishRelease({ remoteDir }).id;
    build('B');
    const b = publishRelease({ remoteDir, now: new Date(Date.now() + 1000) }).id;
    activateRelease(remoteDir, a, check());
    // Another process switches back and forth while this one reads.
    const switcher = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { activateRelease } from ${JSON.stringify(path.join(__dirname, 'releases.mjs'))};
         for (let i = 0; i < 100; i++) activateRelease(${JSON.stringify(remoteDir)}, i % 2 ? ${JSON.stringify(a)} : ${JSON.stringify(b)}, ${JSON.stringify(check())});`,
      ],
      { stdio: 'inherit' },
    );
    const exited = new Promise((resolve) => switcher.on('exit', resolve));
    let running = true;
    void exited.then(() => (running = false));
    const seen = new Set<string>();
    let reads = 0;
    while (running) {
      const text = readFileSync(path.join(releasesDir(), 'active.json'), 'utf8');
      const pointer = JSON.parse(text) as { id: string; previous: string[] };
      seen.add(pointer.id);
      reads += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await exited).toBe(0);
    expect(reads).toBeGreaterThan(10);
    expect([...seen].sort()).toEqual([a, b].sort());
    // No file written beside it is left over.
    expect(readdirSync(releasesDir()).sort()).toEqual([a, b, 'active.json'].sort());
  }, 30_000);
});

describe("a remote's server with releases", () => {
  let server: Server;
  let base: string;

  beforeEach(async () => {
    build('dist', 'dist', undefined, true);
    server = createServer(
      createReleasesHandler({
        distDir: path.join(remoteDir, 'dist'),
        releasesDir: releasesDir(),
        allowedOrigins: [],
        pointerReadMs: 0,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  const get = async (pathname: string) => {
    const response = await fetch(`${base}${pathname}`);
    return {
      status: response.status,
      body: await response.text(),
      cacheControl: response.headers.get('cache-control'),
    };
  };

  it('serves dist/ while no release is active, then the active release, and each release at its own address', async () => {
    expect(await get('/releases/active.json')).toMatchObject({ status: 404 });
    expect((await get('/remoteEntry.js')).body).toBe('entry dist');

    // Built elsewhere: dist/ stays as its server listed it.
    const distDir = path.join(remoteDir, 'next');
    build('A', 'next', undefined, true);
    const a = publishRelease({ remoteDir, distDir }).id;
    build('B', 'next', undefined, true);
    const b = publishRelease({ remoteDir, distDir, now: new Date(Date.now() + 1000) }).id;
    // Published is not active.
    expect((await get('/remoteEntry.js')).body).toBe('entry dist');

    activateRelease(remoteDir, b, check());
    expect(await get('/releases/active.json')).toEqual({
      status: 200,
      body: JSON.stringify({ id: b }),
      cacheControl: 'no-cache',
    });
    expect(await get('/remoteEntry.js')).toEqual({
      status: 200,
      body: 'entry B',
      cacheControl: 'no-cache',
    });
    expect((await get('/server/remoteEntry.js')).body).toBe('server B');
    // A page opened with release A still gets A's chunks.
    expect(await get(`/releases/${a}/about.0123456789.js`)).toEqual({
      status: 200,
      body: 'about A',
      cacheControl: 'public, max-age=31536000, immutable',
    });

    activateRelease(remoteDir, a, check());
    expect((await get('/remoteEntry.js')).body).toBe('entry A');
  });

  it('answers 404 for a release that does not exist or a path that leaves the releases', async () => {
    build('A', 'next');
    const a = publishRelease({ remoteDir, distDir: path.join(remoteDir, 'next') }).id;
    for (const pathname of [
      '/releases/20260101T000000000Z-000000000000/remoteEntry.js',
      '/releases/nope/remoteEntry.js',
      `/releases/${a}/../../dist/remoteEntry.js`,
      '/releases/..%2Fdist/remoteEntry.js',
      `/releases/${a}/release.json/..`,
    ])
      expect((await get(pathname)).status).toBe(404);
  });
});
