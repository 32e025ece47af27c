// A remote's releases: immutable copies of its build under `<remote>/releases/<id>/`, and a
// pointer (`releases/active.json`) naming the one its server serves. Published folders never
// change; the pointer is replaced in one rename, so a reader sees the old or the new one whole.
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** An id: the time it was published, to the millisecond (sortable), and its content's hash. */
export const RELEASE_ID = /^\d{8}T\d{9}Z-[0-9a-f]{12}$/;
export const POINTER = 'active.json';
const RELEASE_FILE = 'release.json';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Whether `time` (an ISO date) is at most a week before `now`. */
const withinAWeek = (/** @type {string} */ time, now = new Date()) =>
  now.getTime() - Date.parse(time) <= WEEK_MS;
const LOCK = '.lock';
/** How long a command waits for another to finish with the pointer before it gives up. */
const LOCK_WAIT_MS = 10_000;

/**
 * @typedef {{ id: string, createdAt: string, commit?: string }} Release
 * @typedef {{ id: string, previous: string[], retiredAt: Record<string, string> }} Pointer the
 *   active release; those active before it, latest first (where rollback goes); and when each
 *   release that stopped being active within the last week did (pruning keeps those)
 */

/** @param {string} remoteDir */
export const releasesDirOf = (remoteDir) => path.join(remoteDir, 'releases');

/**
 * The pointer, or undefined when there is none (or it does not name a release by a valid id).
 * @param {string} releasesDir
 * @returns {Pointer | undefined}
 */
export function readPointer(releasesDir) {
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(path.join(releasesDir, POINTER), 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed?.id !== 'string' || !RELEASE_ID.test(parsed.id)) return undefined;
  const previous = Array.isArray(parsed.previous)
    ? parsed.previous.filter((/** @type {unknown} */ id) => typeof id === 'string')
    : [];
  // Absent from pointers written before it was recorded.
  const retiredAt = Object.fromEntries(
    Object.entries(parsed.retiredAt ?? {}).filter(
      ([id, at]) => RELEASE_ID.test(id) && typeof at === 'string' && !Number.isNaN(Date.parse(at)),
    ),
  );
  return { id: parsed.id, previous, retiredAt };
}

/**
 * Writes `content` to `file` in one step: into a file beside it, flushed to disk, then renamed
 * over it (a rename within a folder is atomic), and the folder flushed so the rename survives a crash.
 * @param {string} file
 * @param {string} content
 */
function writeFileAtomically(file, content) {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  const dir = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Runs `work` holding the releases' lock (a file naming its process, created only if absent):
 * one command at a time reads and replaces the pointer or removes releases, so two activations
 * do not lose one another and a release is not pruned while it is being activated. One that
 * holds it waits (up to LOCK_WAIT_MS); a lock whose process has gone is taken over.
 * @template T
 * @param {string} releasesDir
 * @param {() => T} work
 * @returns {T}
 */
function withLock(releasesDir, work) {
  mkdirSync(releasesDir, { recursive: true });
  const lock = path.join(releasesDir, LOCK);
  const waitUntil = performance.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    let holder = 0;
    try {
      holder = Number(readFileSync(lock, 'utf8'));
    } catch {
      continue; // Let go of meanwhile.
    }
    // 0: just created, its process not written in yet.
    if (holder > 0 && !alive(holder)) rmSync(lock, { force: true });
    else if (performance.now() > waitUntil)
      throw new ReleaseError(
        `another release command (process ${holder}) is under way; try again once it is done`,
      );
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Every file under `dir`, relative to it, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .sort();

/**
 * The hash of a build's files (their paths and contents).
 * @param {string} dir
 */
function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** @param {Date} time */
const idTime = (time) => time.toISOString().replace(/[-:.]/g, '');

/**
 * Publishes the build in `distDir` as a release: copied into a folder of its own beside the
 * others, then renamed into `releases/<id>`, so a release is never seen half-written.
 * @param {{ remoteDir: string, distDir?: string, now?: Date, commit?: string }} options
 * @returns {Release}
 */
export function publishRelease({
  remoteDir,
  distDir = path.join(remoteDir, 'dist'),
  now = new Date(),
  commit,
}) {
  if (!existsSync(path.join(distDir, 'remoteEntry.js')))
    throw new ReleaseError(`${distDir} holds no build (no remoteEntry.js): build it first`);
  const releasesDir = releasesDirOf(remoteDir);
  const id = `${idTime(now)}-${contentHash(distDir)}`;
  if (existsSync(path.join(releasesDir, id)))
    throw new ReleaseError(`release ${id} exists already`);
  mkdirSync(releasesDir, { recursive: true });
  const temporary = path.join(releasesDir, `.publishing-${randomBytes(6).toString('hex')}`);
  /** @type {Release} */
  const release = { id, createdAt: now.toISOString(), ...(commit ? { commit } : {}) };
  try {
    cpSync(distDir, temporary, { recursive: true });
    writeFileAtomically(path.join(temporary, RELEASE_FILE), `${JSON.stringify(release)}\n`);
    renameSync(temporary, path.join(releasesDir, id));
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
  return release;
}

/**
 * The releases published, newest first.
 * @param {string} remoteDir
 * @returns {(Release & { active: boolean })[]}
 */
export function listReleases(remoteDir) {
  const releasesDir = releasesDirOf(remoteDir);
  if (!existsSync(releasesDir)) return [];
  const active = readPointer(releasesDir)?.id;
  return readdirSync(releasesDir)
    .filter((name) => RELEASE_ID.test(name))
    .sort()
    .reverse()
    .map((id) => {
      /** @type {Partial<Release>} */
      let meta = {};
      try {
        meta = JSON.parse(readFileSync(path.join(releasesDir, id, RELEASE_FILE), 'utf8'));
      } catch {
        // A folder without its record still counts: its id says when it was published.
      }
      return {
        id,
        createdAt: meta.createdAt ?? '',
        ...(meta.commit ? { commit: meta.commit } : {}),
        active: id === active,
      };
    });
}

/** A refusal the command says as it is, in one line. */
export class ReleaseError extends Error {}

/** What the shell loads from every remote. */
const SHELL_LOADS = './routes';
/** The remote whose pages the shell renders on the server (shell/server/shell-documents.mjs). */
const SERVER_RENDERED = 'public_site';
/** Its server build, which the shell loads to render them. */
export const SERVER_ENTRY = 'server/remoteEntry.js';

/**
 * @typedef {{ js?: { sync?: unknown[], async?: unknown[] },
 *             css?: { sync?: unknown[], async?: unknown[] } }} Assets
 * @typedef {{ name?: string,
 *             shared?: { name: string, version: string, singleton?: boolean, assets?: Assets }[],
 *             exposes?: { path: string, assets?: Assets }[] }} Manifest the parts of an
 *   mf-manifest.json checked
 */

/** @param {string} file */
function readManifest(file) {
  try {
    return /** @type {Manifest} */ (JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Whether the build in `dir` is public-site's, by the name its mf-manifest.json gives the remote
 * (its build's own, wherever the build was copied to).
 * @param {string} dir
 */
export const isServerRendered = (dir) =>
  readManifest(path.join(dir, 'mf-manifest.json'))?.name === SERVER_RENDERED;

/**
 * What the build in `dir` lacks, each file with what needs it: the files its mf-manifest.json and
 * page-chunks.json name (the shell preloads them, browsers load them: one missing breaks its
 * pages), and public-site's server build (without it no page is rendered on the server). None:
 * it is whole.
 * @param {string} dir
 * @returns {string[]}
 */
export function missingFiles(dir) {
  const manifest = readManifest(path.join(dir, 'mf-manifest.json'));
  const pageChunks = /** @type {{ chunks?: Record<string, unknown[]> } | undefined} */ (
    readManifest(path.join(dir, 'page-chunks.json'))
  );
  /** @param {Assets | undefined} assets */
  const filesOf = (assets) =>
    [assets?.js, assets?.css].flatMap((kind) => [...(kind?.sync ?? []), ...(kind?.async ?? [])]);
  /** @type {Map<unknown, string>} each file named, by what names it first */
  const named = new Map();
  for (const part of [...(manifest?.shared ?? []), ...(manifest?.exposes ?? [])])
    for (const file of filesOf(part.assets))
      if (!named.has(file)) named.set(file, 'mf-manifest.json');
  for (const file of Object.values(pageChunks?.chunks ?? {}).flat())
    if (!named.has(file)) named.set(file, 'page-chunks.json');
  const missing = [...named]
    .filter(([file]) => typeof file === 'string' && !existsSync(path.join(dir, file)))
    .map(([file, namer]) => `${file}, which its ${namer} names`);
  if (isServerRendered(dir) && !existsSync(path.join(dir, SERVER_ENTRY)))
    missing.push(
      `${SERVER_ENTRY}, public-site's server build (no page would render on the server)`,
    );
  return missing;
}

/** @param {string} version */
const major = (version) => version.split('.')[0];

/**
 * What keeps the release in `releaseDir` from running in the shell whose mf-manifest.json is
 * `shellManifestFile`: each singleton both share must have the shell's major version (one copy
 * of React, the router, styled-components, swr, zustand and the kit runs on a page), and the
 * release must expose what the shell loads. None: it fits.
 * @param {string} releaseDir
 * @param {string} shellManifestFile
 * @returns {string[]}
 */
export function incompatibilities(releaseDir, shellManifestFile) {
  const shell = readManifest(shellManifestFile);
  if (!shell) return [`the shell's manifest (${shellManifestFile}) could not be read`];
  const release = readManifest(path.join(releaseDir, 'mf-manifest.json'));
  if (!release) return ['the release has no readable mf-manifest.json'];
  const problems = (shell.shared ?? [])
    .filter(({ singleton }) => singleton)
    .flatMap(({ name, version }) => {
      const ours = release.shared?.find((candidate) => candidate.name === name);
      return ours && major(ours.version) !== major(version)
        ? [`${name} ${ours.version} does not fit the shell's ${version} (another major version)`]
        : [];
    });
  if (!release.exposes?.some((expose) => expose.path === SHELL_LOADS))
    problems.push(`it does not expose ${SHELL_LOADS}, which the shell loads`);
  return problems;
}

/**
 * The folder of release `id`; refuses an id that names no release.
 * @param {string} remoteDir
 * @param {string} id
 */
export function releaseDirOf(remoteDir, id) {
  const dir = path.join(releasesDirOf(remoteDir), id);
  if (!RELEASE_ID.test(id) || !existsSync(path.join(dir, 'remoteEntry.js')))
    throw new ReleaseError(
      `no release ${JSON.stringify(id)}: \`npm run release -- list\` shows the ids`,
    );
  return dir;
}

/**
 * The refusal of release `id` for `problems` (what its checks found).
 * @param {string} id
 * @param {string[]} problems
 */
export const notActivated = (id, problems) =>
  new ReleaseError(
    `release ${id} was not activated: ${problems.join('; ')} (--force activates it unchecked)`,
  );

/**
 * Makes release `id` the active one, remembering the one it replaces for rollback, once it fits
 * the shell (`incompatibilities`), unless `force`.
 * @param {string} remoteDir
 * @param {string} id
 * @param {{ shellManifestFile: string, force?: boolean }} check
 * @returns {Pointer}
 */
export function activateRelease(remoteDir, id, { shellManifestFile, force = false }) {
  const releasesDir = releasesDirOf(remoteDir);
  return withLock(releasesDir, () => {
    const releaseDir = releaseDirOf(remoteDir, id);
    const problems = force ? [] : incompatibilities(releaseDir, shellManifestFile);
    if (problems.length) throw notActivated(id, problems);
    const current = readPointer(releasesDir);
    if (current?.id === id) return current;
    const previous = current ? [current.id, ...current.previous.filter((p) => p !== id)] : [];
    return writePointer(releasesDir, { id, previous }, current);
  });
}

/**
 * Makes the release active before the current one active again.
 * @param {string} remoteDir
 * @returns {Pointer}
 */
export function rollbackRelease(remoteDir) {
  const releasesDir = releasesDirOf(remoteDir);
  return withLock(releasesDir, () => {
    const current = readPointer(releasesDir);
    const [id, ...previous] = rollbackTargets(releasesDir, current);
    if (!id) throw new ReleaseError('no earlier release to roll back to');
    return writePointer(releasesDir, { id, previous }, current);
  });
}

/**
 * Where rollback goes from `pointer`, in order: the releases active before it that are still kept.
 * @param {string} releasesDir
 * @param {Pointer | undefined} pointer
 */
const rollbackTargets = (releasesDir, pointer) =>
  (pointer?.previous ?? []).filter((id) =>
    existsSync(path.join(releasesDir, id, 'remoteEntry.js')),
  );

/**
 * Makes `next` the pointer in place of `current`, recording that `current`'s release stopped
 * being active now; what stopped more than a week ago is forgotten (pruning no longer asks).
 * @param {string} releasesDir
 * @param {Omit<Pointer, 'retiredAt'>} next
 * @param {Pointer | undefined} current
 * @returns {Pointer}
 */
function writePointer(releasesDir, next, current) {
  const retiredAt = Object.fromEntries(
    Object.entries({
      ...current?.retiredAt,
      ...(current ? { [current.id]: new Date().toISOString() } : {}),
    }).filter(([id, at]) => id !== next.id && withinAWeek(at)),
  );
  const pointer = { ...next, retiredAt };
  writeFileAtomically(path.join(releasesDir, POINTER), `${JSON.stringify(pointer)}\n`);
  return pointer;
}

/**
 * Removes releases beyond the newest `keep` that are older than a week, never the active one, one
 * active within the last week, nor the one rollback would return to: a tab opened with a release
 * can still fetch its chunks for a week after it stopped being active. Gives the ids removed.
 * @param {{ remoteDir: string, keep: number, now?: Date }} options
 */
export function pruneReleases({ remoteDir, keep, now = new Date() }) {
  const releasesDir = releasesDirOf(remoteDir);
  return withLock(releasesDir, () => {
    const pointer = readPointer(releasesDir);
    const kept = new Set([
      pointer?.id,
      rollbackTargets(releasesDir, pointer)[0],
      ...Object.entries(pointer?.retiredAt ?? {})
        .filter(([, at]) => withinAWeek(at, now))
        .map(([id]) => id),
    ]);
    const removed = listReleases(remoteDir)
      .slice(keep)
      .filter(({ id }) => !kept.has(id))
      .filter(({ createdAt }) => !withinAWeek(createdAt, now))
      .map(({ id }) => id);
    for (const id of removed) rmSync(path.join(releasesDir, id), { recursive: true, force: true });
    return removed;
  });
}
