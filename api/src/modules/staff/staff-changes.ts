import type { User } from '@da-boulder/contracts';
import { staffChangedMail } from '../../mail/messages';
import { enqueueMail } from '../../mail/outbox';
import { adminAddresses } from '../users/users.service';

/**
 * Every admin with an address but `about` hears that they were added (invited, or made by another
 * admin) or removed.
 */
export async function tellStaff(about: User, change: 'added' | 'removed'): Promise<void> {
  const { username } = about;
  const addresses = await adminAddresses(about.id);
  await enqueueMail(...addresses.map((to) => staffChangedMail(to, { username, change })));
}
