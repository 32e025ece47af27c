import { followLink } from '../../../lib/mailed-links';

/** POST /api/registrations/cancel: the cancel link in every mail to a registrant. */
export const cancelRegistration = (token: string) => followLink('/api/registrations/cancel', token);
