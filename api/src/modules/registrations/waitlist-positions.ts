import type { Registration } from '@da-boulder/contracts';

const waiting = (row: Registration) => row.status === 'waitlisted' && !row.held;

/**
 * The page's waitlisted registrations, each with its place in its event's waitlist: the order
 * free places go in (fillPlaces), first come first; held ones wait in no line. `all` is every
 * registration, newest first (the list's cache).
 */
export function withWaitlistPositions(
  page: Registration[],
  all: readonly Registration[],
): Registration[] {
  const events = new Set(page.filter(waiting).map((row) => row.eventId));
  if (events.size === 0) return page;
  const lineLengths = new Map<string, number>();
  const positions = new Map<string, number>();
  // Oldest first: each event's line in its order.
  for (let index = all.length - 1; index >= 0; index -= 1) {
    const row = all[index]!;
    if (!waiting(row) || !events.has(row.eventId)) continue;
    const position = (lineLengths.get(row.eventId) ?? 0) + 1;
    lineLengths.set(row.eventId, position);
    positions.set(row.id, position);
  }
  return page.map((row) => {
    const waitlistPosition = positions.get(row.id);
    return waitlistPosition === undefined ? row : { ...row, waitlistPosition };
  });
}
