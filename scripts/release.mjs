// `npm run release -w <public-site|admin-app> [-- activate <id> | rollback | list]`: publishes the
// remote's current build (its dist/) as an immutable release, or switches the release its server
// serves (server-kit/releases.mjs). Run inside the remote's folder, as npm does with -w.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  ReleaseError,
  activateRelease,
  incompatibilities,
  listReleases,
  missingFiles,
  notActivated,
  publishRelease,
  pruneReleases,
  releaseDirOf,
  rollbackRelease,
} from '@da-boulder/server-kit/releases';
import { renderProblems } from './lib/release-render-check.mjs';

const rootDir = path.resolve(import.meta.dirname, '..');

const USAGE = 'usage: npm run release -w <remote> [-- activate <id> [--force] | rollback | list]';

/**
 * The running shell's mf-manifest.json, which a release is checked against: SHELL_MANIFEST, else
 * the shell's build in this checkout.
 */
const shellManifestFile = path.resolve(
  process.env.SHELL_MANIFEST || path.join(rootDir, 'shell', 'dist', 'mf-manifest.json'),
);

/** The API a public-site release renders its routes against before activation, as the shell's. */
const apiUrl = new URL(process.env.API_URL || 'http://127.0.0.1:4000');

/** How many releases are kept at least (each also for a week): RELEASES_KEEP, 5 unless set. */
const keep = Number(process.env.RELEASES_KEEP || 5);

/** The commit the build was made from, when the folder is a git checkout. */
function currentCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Runs one command in `remoteDir`, writing what it did to `out`.
 * @param {string[]} args
 * @param {{ remoteDir: string, out: (line: string) => void }} context
 */
async function release(args, { remoteDir, out }) {
  const [command, ...rest] = args;
  if (!Number.isInteger(keep) || keep < 1)
    throw new ReleaseError('RELEASES_KEEP must be a whole number, 1 or more');
  if (command === undefined && rest.length === 0) {
    const distDir = path.join(remoteDir, 'dist');
    const missing = missingFiles(distDir);
    if (missing.length)
      throw new ReleaseError(
        `${distDir} is not a whole build: it lacks ${missing.join('; ')}: build it again`,
      );
    const commit = currentCommit();
    const { id } = publishRelease({ remoteDir, distDir, ...(commit ? { commit } : {}) });
    out(`published ${id}; make it active with: npm run release -- activate ${id}`);
    for (const removed of pruneReleases({ remoteDir, keep })) out(`removed ${removed}`);
  } else if (
    command === 'activate' &&
    (rest.length === 1 || (rest.length === 2 && rest[1] === '--force'))
  ) {
    const [id] = rest;
    const force = rest[1] === '--force';
    if (force)
      out(
        '--force: not checking that the release is whole and fits the shell, nor that its server build renders',
      );
    else {
      const releaseDir = releaseDirOf(remoteDir, id);
      // Published before publishing checked it, or changed since.
      const missing = missingFiles(releaseDir).map((file) => `it lacks ${file}`);
      if (missing.length) throw notActivated(id, missing);
      // Rendered once it fits the shell; one that does not is refused below, saying why.
      if (incompatibilities(releaseDir, shellManifestFile).length === 0) {
        const problems = await renderProblems(releaseDir, { apiUrl, out });
        if (problems.length) throw notActivated(id, problems);
      }
    }
    out(`active: ${activateRelease(remoteDir, id, { shellManifestFile, force }).id}`);
  } else if (command === 'rollback' && rest.length === 0) {
    out(`rolled back; active: ${rollbackRelease(remoteDir).id}`);
  } else if (command === 'list' && rest.length === 0) {
    const releases = listReleases(remoteDir);
    if (releases.length === 0) out('no releases');
    for (const { id, createdAt, commit, active } of releases)
      out(`${active ? '*' : ' '} ${id}  ${createdAt}  ${commit ?? '-'}`);
  } else {
    throw new ReleaseError(USAGE);
  }
}

try {
  await release(process.argv.slice(2), {
    remoteDir: process.cwd(),
    out: (line) => console.log(line),
  });
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`release: ${error.message}`);
  process.exit(1);
}
