/**
 * Operator commands for accounts and sessions (see src/auth/admin-commands.ts for the list):
 *   npm run admin -- create <username> --email <address> [--password <password>] [--not-admin]
 *   npm run admin -- set-email <username> --email <address>
 *   npm run admin -- reset-password <username> [--password <password>]
 *   npm run admin -- sessions <username>
 *   npm run admin -- revoke <username>
 *   npm run admin -- list
 * Reads MONGODB_URI.
 */
import mongoose from 'mongoose';
import { adminCommand } from '../src/auth/admin-commands';
import { ConfigError, loadConfig } from '../src/config/env';
import { connectWithRetry } from '../src/db/connect';
import { HttpError } from '../src/errors/http-error';

async function run(argv: string[]): Promise<string> {
  const config = loadConfig();
  await connectWithRetry(config.mongodbUri, { attempts: 5 });
  return adminCommand(argv);
}

run(process.argv.slice(2))
  .then((output) => {
    console.log(output);
    process.exitCode = 0;
  })
  .catch((error: unknown) => {
    const known = error instanceof HttpError || error instanceof ConfigError;
    console.error(known ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => void mongoose.disconnect());
