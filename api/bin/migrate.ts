/**
 * The database's migrations (docs/operating.md); the API also runs pending ones at start.
 *   npm run migrate -- status   applied ones with their dates, then pending ones
 *   npm run migrate -- up       runs the pending ones (waits while another instance does)
 */
import { runCommand, UsageError } from '../src/operations/command-line';
import { migrationStatus, runMigrations } from '../src/operations/migrations';

runCommand(async (db) => {
  const [command, ...rest] = process.argv.slice(2);
  if (rest.length > 0 || (command !== 'status' && command !== 'up')) {
    throw new UsageError('usage: npm run migrate -- status | up');
  }
  if (command === 'up') {
    const applied = await runMigrations(db, { log: (message) => console.log(message) });
    return applied.length > 0 ? `applied ${applied.length} migration(s)` : 'nothing pending';
  }
  const { applied, pending } = await migrationStatus(db);
  return [
    ...applied.map(({ name, appliedAt }) => `applied  ${name}  ${appliedAt.toISOString()}`),
    ...pending.map((name) => `pending  ${name}`),
  ].join('\n');
});
