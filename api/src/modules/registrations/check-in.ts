import { createHash } from 'node:crypto';
import { eventDayText } from '@da-boulder/contracts';
import type { EventRecord } from '../events/events.model';
import { registrationsOf } from './event-registrants';

/** Names on one printed side, A4 or Letter: rows sized so 30 and the heading fit either. */
export const NAMES_PER_SIDE = 30;

// Fixed sizes in millimetres: a side holds the heading (about 24 mm) and 30 rows of 7.6 mm
// within Letter's 279 mm less its margins; every list breaks to a new side after 30 names.
const STYLE = `
@page { margin: 12mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 11pt/1.3 Georgia, 'Times New Roman', serif; color: #000; }
section { padding: 6mm 0; }
section + section { break-before: page; }
h1 { margin: 0 0 1mm; font-size: 15pt; }
p { margin: 0 0 3mm; }
table { width: 100%; border-collapse: collapse; }
td, th { height: 7.6mm; padding: 0 2mm; border-bottom: 0.3mm solid #999; text-align: left; }
th { font-size: 9pt; }
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
 * The printable check-in list of an event: its confirmed registrations, first come first, each
 * with a box to tick, 30 to a side; then its waitlist, in order, on sides of its own. All of it
 * is the page's main landmark, where assistive technology looks for a page's content.
 */
export async function checkInPage(event: EventRecord): Promise<string> {
  const people = await registrationsOf(String(event._id), ['confirmed', 'waitlisted']);
  const confirmed = people.filter((person) => person.status === 'confirmed');
  const waitlisted = people.filter((person) => person.status === 'waitlisted');
  const title = escapeHtml(event.title);
  const when = escapeHtml(
    [
      event.isRecurring ? '' : eventDayText({ ...event, year: event.year ?? undefined }),
      event.time ?? '',
      event.location ?? '',
    ]
      .filter(Boolean)
      .join(' · '),
  );
  const list = (
    heading: string,
    rows: typeof people,
    offset: number,
    tick: boolean,
    total: number,
  ) => `<section>
<h1>${heading}: ${title}</h1>
<p>${when}${when ? ' · ' : ''}${total} ${total === 1 ? 'person' : 'people'}</p>
<table><thead><tr><th class="number">#</th>${tick ? '<th class="box">Here</th>' : ''}<th>Name</th><th>Email</th></tr></thead>
<tbody>${rows
    .map(
      (person, index) =>
        `<tr><td class="number">${offset + index + 1}</td>${tick ? '<td class="box"><span></span></td>' : ''}<td>${escapeHtml(person.name)}</td><td>${escapeHtml(person.email)}</td></tr>`,
    )
    .join('')}</tbody></table>
</section>`;
  const confirmedSides = sides(confirmed).map((rows, side) =>
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
