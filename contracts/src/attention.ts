// What needs an admin first (issue 48): GET /api/cms/attention, the strip at the top of /admin.

/** One deleted item in GET /api/cms/trash, newest first (issue 48). */
export interface TrashItem {
  id: string;
  /** Its content type's plural ('events'). */
  kind: string;
  title: string;
  /** ISO time. */
  deletedAt: string;
  /** The admin's username. */
  deletedBy: string;
}

/** Where the dashboard reads it. */
export const ATTENTION_PATH = '/api/cms/attention';

/**
 * The lists whose counts the strip shows, each as the people tab and filter its number links to:
 * the API counts exactly what that filtered list holds, by the same query.
 */
export const ATTENTION_LISTS = {
  heldRegistrations: { tab: 'registrations', query: 'held=true' },
  heldMessages: { tab: 'messages', query: 'status=spam' },
  heldSubscribers: { tab: 'subscribers', query: 'held=true' },
  openMessages: { tab: 'messages', query: 'status=open' },
} as const;
export type AttentionCount = keyof typeof ATTENTION_LISTS;

/** An upcoming event that takes registrations, with its places. */
export interface EventPlaces {
  id: string;
  title: string;
  /** The event's date as the events table shows it. */
  date: string;
  confirmed: number;
  /** null: no limit. */
  capacity: number | null;
  waitlisted: number;
  /** At least NEARLY_FULL_SHARE of its places taken (a full one too). */
  nearlyFull: boolean;
}

/** The share of an event's places taken from which it is marked nearly full. */
export const NEARLY_FULL_SHARE = 0.8;

export interface Attention {
  counts: Record<AttentionCount, number>;
  /** Mails given up on, in the outbox's archive (the mail list shows them). */
  failedMails: number;
  /** In the arranged order. */
  upcomingEvents: EventPlaces[];
}
