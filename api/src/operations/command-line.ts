import path from 'node:path';
import mongoose, { type mongo } from 'mongoose';
import { ConfigError, loadConfig } from '../config/env';
import { connectWithRetry } from '../db/connect';

/**
 * A path the operator typed, from where they typed it: npm runs scripts in the package's folder
 * and says in INIT_CWD where it was called from.
 */
export const operatorPath = (typed: string) => path.resolve(process.env.INIT_CWD ?? '.', typed);

/** The command line was not one the command understands. */
export class UsageError extends Error {}

/**
 * Runs an operator command against MONGODB_URI: prints what it returns, or the reason it failed
 * (with exit code 1). Refusals (bad configuration or usage, and the kinds in `known`) are told
 * by their message alone.
 */
export function runCommand(
  command: (db: mongo.Db) => Promise<string>,
  known: readonly (new (...args: never[]) => Error)[] = [],
): void {
  const run = async () => {
    const config = loadConfig();
    await connectWithRetry(config.mongodbUri, { attempts: 5 });
    return command(mongoose.connection.db!);
  };
  run()
    .then((output) => {
      console.log(output);
    })
    .catch((error: unknown) => {
      const expected = [ConfigError, UsageError, ...known].some((kind) => error instanceof kind);
      console.error(expected ? (error as Error).message : error);
      process.exitCode = 1;
    })
    .finally(() => void mongoose.disconnect());
}
