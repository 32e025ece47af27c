import { parse } from 'parse5';
import { MONTHS } from '@da-boulder/contracts';
import { EventModel } from '../../src/modules/events/events.model';
import { builtShell, renderedPage } from '../support/built-shell';
import { attribute, elements, textOf, type Element } from '../support/html-tree';
import { loopbackServers } from '../support/loopback-servers';
import { startTestApp } from '../support/test-app';
import { dropTestDatabase } from '../support/test-database';

// The home page and /events as the built shell renders them, with far more past events than one
// page of the whole list holds: the upcoming ones, which come after them in the arranged order,
// are all shown (the pages once took them from the whole list's first page, all past).

// Three servers start, and each page waits for the shell to load the remote's server build.
jest.setTimeout(120_000);

const { listen, closeAll } = loopbackServers();
const shell = builtShell();
let shellUrl: string;

const PAST_COUNT = 120;
const UPCOMING = ['Autumn Retreat', 'Winter Workshop', 'Spring Introduction'];

beforeAll(async () => {
  const app = await startTestApp();
  await EventModel.insertMany([
    // Past i took place on day i after 1 January 2020: the higher i, the later.
    ...Array.from({ length: PAST_COUNT }, (_, i) => {
      const day = new Date(Date.UTC(2020, 0, 1 + i));
      return {
        slug: `past-${i}`,
        title: `Past Gathering ${i}`,
        date: String(day.getUTCDate()),
        month: MONTHS[day.getUTCMonth()],
        year: day.getUTCFullYear(),
        time: '10:00 AM',
        sortOrder: i,
      };
    }),
    ...UPCOMING.map((title, index) => ({
      slug: `upcoming-${index}`,
      title,
      date: String(5 + index),
      month: 'October',
      year: 2099,
      time: '10:00 AM',
      sortOrder: PAST_COUNT + index,
    })),
  ]);
  shellUrl = await shell.start(app, await listen(app.handler));
});

afterAll(async () => {
  await shell.stopAll();
  closeAll();
  await dropTestDatabase();
});

/** The reads each page comes with: the events it shows. */
const READS: Record<string, string[]> = {
  '/': ['/api/cms/events?when=upcoming'],
  '/events': ['/api/cms/events?when=upcoming', '/api/cms/events?when=past'],
};

/**
 * A rendered page once it comes with its events: a read the API answers later than the shell
 * waits (300 ms; cold, on a busy machine) is left to the browser, and kept for the next page.
 */
async function pageWithEvents(pathname: string): Promise<string> {
  for (let tries = 1; ; tries += 1) {
    const html = await renderedPage(shellUrl, pathname);
    if (READS[pathname].every((read) => html.includes(`"${read}":`))) return html;
    if (tries === 50) throw new Error(`${pathname} came without its events`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The element of a rendered page labelled by the heading with id `heading`. */
async function regionOf(pathname: string, heading: string): Promise<Element> {
  const all = elements(parse(await pageWithEvents(pathname)));
  const region = all.find((e) => attribute(e, 'aria-labelledby') === heading);
  if (!region) throw new Error(`no #${heading} region on ${pathname}`);
  return region;
}
/** The titles of the event cards in `region`. */
const cardTitles = (region: Element) =>
  elements(region)
    .filter((e) => e.tagName === 'article')
    .map((card) => textOf(elements(card).find((e) => /^h\d$/.test(e.tagName))!));

describe('pages that list upcoming events, with many past ones', () => {
  it('the home page shows the upcoming events, not past ones', async () => {
    expect(cardTitles(await regionOf('/', 'home-events-heading'))).toEqual(UPCOMING);
  });

  it('the events page shows every upcoming event, and the past ones apart, the latest first', async () => {
    const all = elements(parse(await pageWithEvents('/events')));
    const featured = all.find((e) => attribute(e, 'id') === 'featured-event-title');
    expect(textOf(featured!)).toBe(UPCOMING[0]);
    const more = await regionOf('/events', 'more-events-heading');
    expect(cardTitles(more)).toEqual(UPCOMING.slice(1));
    const past = elements(await regionOf('/events', 'past-events-heading'))
      .filter((e) => e.tagName === 'a')
      .map(textOf);
    expect(past.slice(0, 2)).toEqual([
      `Past Gathering ${PAST_COUNT - 1}`,
      `Past Gathering ${PAST_COUNT - 2}`,
    ]);
    expect(past).toHaveLength(100);
  });
});
