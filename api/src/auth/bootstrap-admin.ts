import type { ApiConfig } from '../config/env';
import { adminExists, createUser, findUserByUsername } from '../modules/users/users.service';
import { generatePassword } from './password';

const GENERATED_ADMIN = 'admin';

/**
 * The first account, the way container images bootstrap one: ADMIN_USERNAME/ADMIN_PASSWORD
 * create that admin when it does not exist yet; with neither set and no admin at all, an
 * "admin" account gets a generated password, printed once.
 */
export async function bootstrapAdmin(
  config: Pick<ApiConfig, 'adminUsername' | 'adminPassword'>,
  log: (message: string) => void,
): Promise<void> {
  const { adminUsername, adminPassword } = config;
  if (adminUsername && adminPassword) {
    if (await findUserByUsername(adminUsername)) return;
    await createUser({ username: adminUsername, password: adminPassword, isAdmin: true });
    log(`created admin account "${adminUsername}" from ADMIN_USERNAME/ADMIN_PASSWORD`);
    return;
  }
  if (await adminExists()) return;
  const password = generatePassword();
  await createUser({ username: GENERATED_ADMIN, password, isAdmin: true });
  log(
    `no admin account existed, created one: username "${GENERATED_ADMIN}", password "${password}" ` +
      '(shown only now; change it with `npm run admin -- reset-password admin`)',
  );
}
