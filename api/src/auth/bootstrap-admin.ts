import { ADDRESS_TAKEN } from '@da-boulder/contracts';
import type { ApiConfig } from '../config/env';
import { isDuplicateKey } from '../db/duplicate-key';
import { HttpError } from '../errors/http-error';
import { adminExists, createUser, giveFirstAdminEmail } from '../modules/users/users.service';
import { generatePassword } from './password';

const GENERATED_ADMIN = 'admin';

/**
 * The first account, the way container images bootstrap one: ADMIN_USERNAME/ADMIN_PASSWORD
 * create that admin when it does not exist yet; with neither set and no admin at all, an
 * "admin" account gets a generated password, printed once. ADMIN_EMAIL is the first admin's
 * address: given at creation, and at start to that admin (ADMIN_USERNAME's, else the earliest)
 * while it has none, so an install from before admins had addresses needs no step by hand.
 */
export async function bootstrapAdmin(
  config: Pick<ApiConfig, 'adminUsername' | 'adminPassword' | 'adminEmail'>,
  log: (message: string) => void,
): Promise<void> {
  const { adminUsername, adminPassword, adminEmail = '' } = config;
  if (adminUsername && adminPassword) {
    if (await createFirst(adminUsername, adminPassword, adminEmail, log))
      log(`created admin account "${adminUsername}" from ADMIN_USERNAME/ADMIN_PASSWORD`);
  } else if (!(await adminExists())) {
    const password = generatePassword();
    if (await createFirst(GENERATED_ADMIN, password, adminEmail, log))
      log(
        `no admin account existed, created one: username "${GENERATED_ADMIN}", password "${password}" ` +
          '(shown only now; change it with `npm run admin -- reset-password admin`)',
      );
  }
  if (adminEmail && (await giveFirstAdminEmail(adminEmail, adminUsername)))
    log('gave the first admin its mail address from ADMIN_EMAIL');
}

/**
 * Creates the admin unless the username is taken: answers whether this one did. Taken is
 * createUser's 409 when the account is there already, or the unique index's refusal when another
 * API instance, starting at the same moment on the same new database, made it in between. An
 * address another admin has is left out, and said: the account is still made.
 */
async function createFirst(
  username: string,
  password: string,
  email: string,
  log: (message: string) => void,
): Promise<boolean> {
  try {
    await createUser({ username, password, isAdmin: true, email });
    return true;
  } catch (error) {
    if (email && error instanceof HttpError && error.message === ADDRESS_TAKEN) {
      log(`ADMIN_EMAIL is another admin's address: "${username}" is made without one`);
      return createFirst(username, password, '', log);
    }
    if (isDuplicateKey(error) || (error instanceof HttpError && error.status === 409)) return false;
    throw error;
  }
}
