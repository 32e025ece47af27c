import { EVENT_TIME_ZONE } from '@da-boulder/contracts';

// Dates read in the chapter's own time zone, wherever the admin is (DESIGN §7).
const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: EVENT_TIME_ZONE,
});

/** "Mar 4, 2026, 9:15 AM"; '-' for no date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : dateTime.format(date);
}
