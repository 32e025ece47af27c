/**
 * Restores a backup into the database at MONGODB_URI (docs/operating.md). Stop the API first.
 *   npm run restore -- <file.tar.gz>                 into an empty database
 *   npm run restore -- <file.tar.gz> --replace       drops all the database holds first
 *   npm run restore -- <file.tar.gz> --max-gib <n>   reads an archive of up to n GiB inflated (4)
 *   npm run restore -- <file.tar.gz> --allow-newer   restores one from a newer release's data
 */
import { parseArgs } from 'node:util';
import { operatorPath, runCommand, UsageError } from '../src/operations/command-line';
import {
  DEFAULT_MAX_RESTORE_BYTES,
  restoreBackup,
  RestoreRefused,
} from '../src/operations/restore';

const GiB = 1024 ** 3;

runCommand(
  async (db) => {
    const usage =
      'usage: npm run restore -- <file.tar.gz> [--replace] [--max-gib <n>] [--allow-newer]';
    let args;
    try {
      args = parseArgs({
        allowPositionals: true,
        options: {
          replace: { type: 'boolean' },
          'allow-newer': { type: 'boolean' },
          'max-gib': { type: 'string', default: String(DEFAULT_MAX_RESTORE_BYTES / GiB) },
        },
      });
    } catch (error) {
      throw new UsageError(`${(error as Error).message}\n${usage}`);
    }
    if (args.positionals.length !== 1) throw new UsageError(usage);
    const maxGiB = Number(args.values['max-gib']);
    if (!(maxGiB > 0)) throw new UsageError('--max-gib must be a number of GiB above 0');
    const file = operatorPath(args.positionals[0]);
    const manifest = await restoreBackup(db, file, {
      replace: args.values.replace,
      maxBytes: Math.floor(maxGiB * GiB),
      allowNewer: args.values['allow-newer'],
    });
    const documents = manifest.collections.reduce((sum, { count }) => sum + count, 0);
    return `restored ${file} (made ${manifest.createdAt}): ${manifest.collections.length} collections, ${documents} documents, schema version ${manifest.schemaVersion ?? 'none'}`;
  },
  [RestoreRefused],
);
