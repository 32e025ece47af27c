/**
 * Operator commands for accounts and their sessions (accounts are never self-service), run by
 * api/bin/admin.ts on a connected database:
 *   create <username> --email <address> [--password <password>]   (an admin)
 *   create <username> --not-admin [--password <password>]
 *   set-email <username> --email <address>              (an admin's, set or put right)
 *   reset-password <username> [--password <password>]   (ends all of that user's sessions)
 *   sessions <username>                                 (lists them, never their ids)
 *   revoke <username>                                   (ends them)
 *   list
 * Without --password a strong one is generated and printed once.
 */
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { AdminEmailSchema, RegisterSchema, type User } from '@da-boulder/contracts';
import { HttpError, notFound } from '../errors/http-error';
import {
  correctEmail,
  createUser,
  findUserByUsername,
  listUsers,
  setPassword,
} from '../modules/users/users.service';
import { generatePassword } from './password';
import { endSessions, sessionsOf, type SessionSummary } from './session';
import { endStaffTokens } from './staff-tokens';

const USAGE =
  'usage: npm run admin -- create <username> --email <address> [--password <password>]\n' +
  '       npm run admin -- create <username> --not-admin [--password <password>]\n' +
  '       npm run admin -- set-email <username> --email <address>\n' +
  '       npm run admin -- reset-password <username> [--password <password>]\n' +
  '       npm run admin -- sessions <username>\n' +
  '       npm run admin -- revoke <username>\n' +
  '       npm run admin -- list';

/** The same rules as the register endpoint, so the CLI cannot create what the API would refuse. */
function checkCredentials(username: string, password: string): void {
  const result = v.safeParse(RegisterSchema, { username, password, confirmPassword: password });
  if (!result.success) throw new HttpError(400, result.issues[0].message);
}

/** An admin's mail address: asked for, and checked as the dashboard checks it. */
function adminEmailOf(email: string | undefined): string {
  if (email === undefined)
    throw new HttpError(400, 'An admin needs a mail address: add --email <address>');
  const result = v.safeParse(AdminEmailSchema, { email });
  if (!result.success) throw new HttpError(400, result.issues[0].message);
  return result.output.email;
}

async function existingUser(username: string): Promise<User> {
  const user = await findUserByUsername(username);
  if (!user) throw notFound(`No user named ${username}`);
  return user;
}

const plural = (count: number) => `${count} session${count === 1 ? '' : 's'}`;

function describeSession({ createdAt, expiresAt, network, userAgent }: SessionSummary): string {
  return [
    `signed in ${createdAt?.toISOString() ?? 'before sessions were dated'}`,
    `expires ${expiresAt.toISOString()}`,
    network && `from ${network}`,
    userAgent,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Runs one command and returns what it prints. */
export async function adminCommand(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      email: { type: 'string' },
      'not-admin': { type: 'boolean', default: false },
    },
  });
  const [command, username] = positionals;
  if (command === 'list') {
    const users = await listUsers();
    if (users.length === 0) return 'no accounts';
    // An admin's address is where their codes and links go: one without any is said so.
    const addressOf = (user: (typeof users)[number]) =>
      user.email ? ` <${user.email}>` : user.isAdmin ? ', no mail address' : '';
    return users
      .map((user) => `${user.username}${user.isAdmin ? ' (admin)' : ''}${addressOf(user)}`)
      .join('\n');
  }
  if (!username) throw new HttpError(400, USAGE);
  switch (command) {
    case 'create':
    case 'reset-password': {
      const password = values.password ?? generatePassword();
      checkCredentials(username, password);
      const shown = values.password ? '' : ` with password "${password}" (shown only now)`;
      if (command === 'create') {
        const isAdmin = !values['not-admin'];
        const email = isAdmin ? adminEmailOf(values.email) : '';
        const user = await createUser({ username, password, isAdmin, email });
        return `created ${user.isAdmin ? 'admin' : 'user'} "${user.username}"${shown}`;
      }
      const user = await existingUser(username);
      await setPassword(username, password);
      // Whoever held a session under the old password holds it no longer: these end now, and one
      // a login racing the reset writes afterwards carries the old stamp (see currentUser).
      const ended = await endSessions(user.id);
      return `reset the password of "${user.username}"${shown} and ended ${plural(ended)}`;
    }
    case 'set-email': {
      const admin = await correctEmail(username, adminEmailOf(values.email));
      // A reset link mailed to the address it had opens nothing now.
      await endStaffTokens('reset', admin.id);
      return `set the address of "${admin.username}" to ${admin.email}`;
    }
    case 'sessions': {
      const user = await existingUser(username);
      const sessions = await sessionsOf(user.id);
      return sessions.length === 0
        ? `"${user.username}" has no sessions`
        : sessions.map(describeSession).join('\n');
    }
    case 'revoke': {
      const user = await existingUser(username);
      return `ended ${plural(await endSessions(user.id))} of "${user.username}"`;
    }
    default:
      throw new HttpError(400, USAGE);
  }
}
