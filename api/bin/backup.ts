/**
 * Writes a backup of the database at MONGODB_URI (docs/operating.md):
 *   npm run backup -- <file.tar.gz>
 *   npm run backup -- --dir <folder> [--keep <n>]   a dated archive; the n newest are kept (7)
 */
import { parseArgs } from 'node:util';
import { backupIntoDirectory, createBackup, type BackupManifest } from '../src/operations/backup';
import { operatorPath, runCommand, UsageError } from '../src/operations/command-line';

const summary = (file: string, manifest: BackupManifest) =>
  `wrote ${file}: ${manifest.collections.length} collections, ${manifest.collections.reduce(
    (sum, { count }) => sum + count,
    0,
  )} documents, schema version ${manifest.schemaVersion ?? 'none'}${
    manifest.snapshot ? ', one snapshot' : ''
  }`;

runCommand(async (db) => {
  const usage = 'usage: npm run backup -- <file.tar.gz> | --dir <folder> [--keep <n>]';
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: { dir: { type: 'string' }, keep: { type: 'string', default: '7' } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage}`);
  }
  const { values, positionals } = args;
  if (values.dir !== undefined && positionals.length === 0) {
    const keep = Number(values.keep);
    if (!Number.isInteger(keep) || keep < 1) throw new UsageError('--keep must be 1 or more');
    const { file, manifest, removed } = await backupIntoDirectory(
      db,
      operatorPath(values.dir),
      keep,
    );
    const pruned = removed.length > 0 ? `\nremoved the older ${removed.join(', ')}` : '';
    return `${summary(file, manifest)}${pruned}`;
  }
  if (values.dir !== undefined || positionals.length !== 1) throw new UsageError(usage);
  const file = operatorPath(positionals[0]);
  return summary(file, await createBackup(db, file));
});
