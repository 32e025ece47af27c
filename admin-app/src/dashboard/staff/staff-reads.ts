import type { ScopedMutator } from 'swr';

/** The admins, as GET /api/staff lists them; the activity filter names them too. */
export const STAFF_PATH = '/api/staff';
/** GET lists the invites still open; POST sends one (invite-admin.tsx). */
export const INVITES_PATH = '/api/staff/invites';
/** Who changed what, a page and filter at a time (activity-log.tsx). */
export const ACTIVITY_PATH = '/api/staff/activity';

/**
 * Reads again what a change to staff touched, among `paths`: every cached page and filter of each
 * (a removal ends the removed admin's invites on the server, and each change is in the activity).
 */
export const revalidateStaff = (mutate: ScopedMutator, paths: readonly string[]) =>
  mutate((key) => typeof key === 'string' && paths.includes(key.split('?')[0]));
