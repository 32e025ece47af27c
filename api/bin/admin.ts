/**
 * Operator commands for accounts (accounts are never self-service):
 *   npm run admin -- create <username> [--password <password>] [--not-admin]
 *   npm run admin -- reset-password <username> [--password <password>]
 *   npm run admin -- list
 * Without --password a strong one is generated and printed once. Reads MONGODB_URI.
 */
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import * as v from 'valibot';
import { generatePassword } from '../src/auth/password';
import { ConfigError, loadConfig } from '../src/config/env';
import { RegisterSchema } from '../src/contracts';
import { connectWithRetry } from '../src/db/connect';
import { HttpError } from '../src/errors/http-error';
import { createUser, listUsers, setPassword } from '../src/modules/users/users.service';

const USAGE =
  'usage: npm run admin -- create <username> [--password <password>] [--not-admin]\n' +
  '       npm run admin -- reset-password <username> [--password <password>]\n' +
  '       npm run admin -- list';

/** The same rules as the register endpoint, so the CLI cannot create what the API would refuse. */
function checkCredentials(username: string, password: string): void {
  const result = v.safeParse(RegisterSchema, { username, password, confirmPassword: password });
  if (!result.success) throw new HttpError(400, result.issues[0].message);
}

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { password: { type: 'string' }, 'not-admin': { type: 'boolean', default: false } },
  });
  const [command, username] = positionals;
  const config = loadConfig();
  await connectWithRetry(config.mongodbUri, { attempts: 5 });

  switch (command) {
    case 'list': {
      const users = await listUsers();
      if (users.length === 0) return 'no accounts';
      return users.map((u) => `${u.username}${u.isAdmin ? ' (admin)' : ''}`).join('\n');
    }
    case 'create':
    case 'reset-password': {
      if (!username) throw new HttpError(400, USAGE);
      const password = values.password ?? generatePassword();
      checkCredentials(username, password);
      const shown = values.password ? '' : ` with password "${password}" (shown only now)`;
      if (command === 'create') {
        const user = await createUser({ username, password, isAdmin: !values['not-admin'] });
        return `created ${user.isAdmin ? 'admin' : 'user'} "${user.username}"${shown}`;
      }
      await setPassword(username, password);
      return `reset the password of "${username}"${shown}`;
    }
    default:
      throw new HttpError(400, USAGE);
  }
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
