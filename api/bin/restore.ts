/**
 * Restores a backup into the database at MONGODB_URI (docs/operating.md). Stop the API first.
 *   npm run restore -- <file.tar.gz>              into an empty database
 *   npm run restore -- <file.tar.gz> --replace    drops all the database holds first
 */
import { parseArgs } from 'node:util';
import { operatorPath, runCommand, UsageError } from '../src/operations/command-line';
import { restoreBackup, RestoreRefused } from '../src/operations/restore';

runCommand(
  async (db) => {
    let args;
    try {
      args = parseArgs({ allowPositionals: true, options: { replace: { type: 'boolean' } } });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    if (args.positionals.length !== 1) {
      throw new UsageError('usage: npm run restore -- <file.tar.gz> [--replace]');
    }
    const file = operatorPath(args.positionals[0]);
    const manifest = await restoreBackup(db, file, { replace: args.values.replace });
    const documents = manifest.collections.reduce((sum, { count }) => sum + count, 0);
    return `restored ${file} (made ${manifest.createdAt}): ${manifest.collections.length} collections, ${documents} documents, schema version ${manifest.schemaVersion ?? 'none'}`;
  },
  [RestoreRefused],
);
