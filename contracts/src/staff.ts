// Staff accounts (issue 47): who the admins are, and the activity log of who changed what in the
// dashboard, kept a year. It names people by
// their admin account only; of visitors it holds ids alone, so forgetting a person leaves nothing.

/** What an entry is about, as the dashboard's filter names it: the part of the site it changed. */
export const ACTIVITY_KINDS = {
  events: 'Events',
  teachers: 'Teachers',
  programs: 'Programs',
  newsletters: 'Newsletters',
  webinars: 'Webinars',
  testimonials: 'Testimonials',
  registrations: 'Registrations',
  messages: 'Messages',
  subscribers: 'Subscribers',
  mail: 'Mail',
  privacy: 'Forget a person',
  seed: 'Sample content',
  trash: 'Trash',
  'sign-in': 'Sign-ins',
  staff: 'Staff',
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;

/** One admin action, newest first in GET /api/staff/activity. */
export interface ActivityEntry {
  id: string;
  /** ISO time. */
  at: string;
  /** The admin who acted; '' for a failed sign-in with a username no admin has. */
  adminId: string;
  adminName: string;
  kind: ActivityKind;
  /** "created", "updated", "deleted", "exported", "signed in", "sign-in failed"... */
  action: string;
  /** The id and title of what it acted on, when it acted on one thing. */
  subjectId: string;
  subjectTitle: string;
  /** The address it came from (an IPv6 one to its /64). */
  network: string;
}

/** One admin in GET /api/staff, in the order they were added. */
/** An invite sent and not yet accepted, withdrawn or past its 48 hours (`GET /api/staff/invites`). */
export interface PendingInvite {
  id: string;
  email: string;
  /** The username of the admin who sent it. */
  invitedBy: string;
  /** ISO time it stops working. */
  expiresAt: string;
}

export interface StaffMember {
  id: string;
  username: string;
  /** '' for an admin added before admins had one, until they give it at their next sign-in. */
  email: string;
  /** ISO time, from the activity log; null: none within its year. */
  lastSignInAt: string | null;
  /** Sessions still open, on any browser. */
  activeSessions: number;
}
