import type { StaffMember } from '@da-boulder/contracts';

/** Two admins as GET /api/staff lists them: one with all of it, one added before addresses. */
export const ana: StaffMember = {
  id: 'a1',
  username: 'ana',
  email: 'ana@example.org',
  lastSignInAt: '2026-03-04T16:15:00.000Z',
  activeSessions: 2,
};

export const bo: StaffMember = {
  id: 'b2',
  username: 'bo',
  email: '',
  lastSignInAt: null,
  activeSessions: 0,
};
