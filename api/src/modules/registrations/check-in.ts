import { createHash } from 'node:crypto';
import { eventDayText } from '@da-boulder/contracts';
import type { EventRecord } from '../events/events.model';
import { registrationsOf } from './event-registrants';

/** Names on one printed side, A4 or Letter: rows sized so 30 and the heading fit either. */
export const NAMES_PER_SIDE = 30;
/** The fewest blank rows after the confirmed, for walk-ins to be written on at the door. */
export const WALK_IN_ROWS = 10;

// Fixed sizes in millimetres: a side holds the heading and padding (about 26 mm) and 31 rows
// (the column names and 30 names) of 6.9 mm and a 0.3 mm rule within Letter's 279 mm less its
// margins (255 mm); every list breaks to a new side after 30 names.
const STYLE = `
@page { margin: 12mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 11pt/1.3 Georgia, 'Times New Roman', serif; color: #000; }
section { padding: 4mm 0; }
section + section { break-before: page; }
h1 { margin: 0 0 1mm; font-size: 15pt; }
p { margin: 0 0 3mm; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
td, th { height: 6.9mm; padding: 0 2mm; border-bottom: 0.3mm solid #999; text-align: left;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
th, .small { font-size: 9pt; }
.name { width: 24%; }
.email { width: 30%; }
.box { width: 9mm; }
.box span { display: inline-block; width: 4.5mm; height: 4.5mm; border: 0.4mm solid #000; }
.number { width: 10mm; color: #444; }
@media screen { body { max-width: 190mm; margin: 0 auto; padding: 0 6mm; } }
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** The page's own policy: its one style block, nothing else (no script, no request). */
export const CHECK_IN_POLICY = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** `list` in sides of NAMES_PER_SIDE names. */
function sides<T>(list: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += NAMES_PER_SIDE)
    result.push(list.slice(i, i + NAMES_PER_SIDE));
  return result.length > 0 ? result : [[]];
}

/**
 * How many blank rows follow `count` confirmed names: the rest of their last side, at least
 * WALK_IN_ROWS (a side of their own when fewer are left).
 */
function walkInRows(count: number): number {
  const left = (NAMES_PER_SIDE - (count % NAMES_PER_SIDE)) % NAMES_PER_SIDE;
  return left >= WALK_IN_ROWS ? left : left + NAMES_PER_SIDE;
}

/**
 * The printable check-in list of an event: its confirmed registrations, first come first, each
 * with a box to tick, their Diamond Heart group and message, 30 to a side, then blank rows for
 * walk-ins; then its waitlist, in order, on sides of its own. A row is one line: a long message
 * is cut short (the dashboard has it whole). All of it is the page's main landmark, where
 * assistive technology looks for a page's content.
 */
export async function checkInPage(event: EventRecord): Promise<string> {
  const people = await registrationsOf(String(event._id), ['confirmed', 'waitlisted']);
  const confirmed = people.filter((person) => person.status === 'confirmed');
  const waitlisted = people.filter((person) => person.status === 'waitlisted');
  const title = escapeHtml(event.title);
  const when = escapeHtml(
    [event.isRecurring ? '' : eventDayText(event), event.time ?? '', event.location ?? '']
      .filter(Boolean)
      .join(' · '),
  );
  /** A row's person, or null for a walk-in's blank row. */
  type Row = (typeof people)[number] | null;
  /** A person's cells (blank for a walk-in's row), each escaped. */
  const cells = (person: Row) =>
    [
      person?.name ?? '',
      person?.email ?? '',
      person?.inDiamondHeartGroup ? person.diamondHeartGroupName || 'Yes' : '',
      person?.additionalMessage ?? '',
    ].map(
      (text, column) =>
        `<td${column > 1 ? ' class="small"' : ''}>${escapeHtml(text.replace(/\s+/g, ' '))}</td>`,
    );
  const list = (
    heading: string,
    rows: Row[],
    offset: number,
    tick: boolean,
    total: number,
  ) => `<section>
<h1>${heading}: ${title}</h1>
<p>${when}${when ? ' · ' : ''}${total} ${total === 1 ? 'person' : 'people'}</p>
<table><thead><tr><th class="number">#</th>${tick ? '<th class="box">Here</th>' : ''}<th class="name">Name</th><th class="email">Email</th><th>Group</th><th>Message</th></tr></thead>
<tbody>${rows
    .map(
      (person, index) =>
        `<tr><td class="number">${offset + index + 1}</td>${tick ? '<td class="box"><span></span></td>' : ''}${cells(person).join('')}</tr>`,
    )
    .join('')}</tbody></table>
</section>`;
  const doorRows: Row[] = [...confirmed, ...Array<null>(walkInRows(confirmed.length)).fill(null)];
  const confirmedSides = sides(doorRows).map((rows, side) =>
    list('Check-in', rows, side * NAMES_PER_SIDE, true, confirmed.length),
  );
  const waitlistSides =
    waitlisted.length > 0
      ? sides(waitlisted).map((rows, side) =>
          list('Waitlist', rows, side * NAMES_PER_SIDE, false, waitlisted.length),
        )
      : [];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Check-in: ${title}</title>
<style>${STYLE}</style></head>
<body><main>${[...confirmedSides, ...waitlistSides].join('\n')}</main></body></html>`;
}
