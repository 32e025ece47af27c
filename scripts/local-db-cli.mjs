// Runs the local FerretDB in the foreground until SIGTERM/SIGINT, for tests that need a database
// they can stop and start (jest cannot import the ESM helpers directly).
// Usage: node scripts/local-db-cli.mjs <dataDir> [port]; prints "ready <port>" once listening.
import { startLocalDb } from './lib/local-db.mjs';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: node scripts/local-db-cli.mjs <dataDir> [port]');
  process.exit(2);
}
const database = await startLocalDb({ dataDir, port: port ? Number(port) : undefined });
console.log(`ready ${database.port}`);
const stop = () => database.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
