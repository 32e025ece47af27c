import request from 'supertest';
import { builtShell, renderedPage } from '../support/built-shell';
import { loopbackServers } from '../support/loopback-servers';
import { signedInAgent, startTestApp, type TestApp } from '../support/test-app';
import { dropTestDatabase } from '../support/test-database';

// Issue 33, item 7: an event's meeting link is for its confirmed registrants alone. Every answer
// anyone may read (the API's public reads, the calendar feed, the sitemap and the content dates it
// is made from, and the pages the built shell renders with their first reads and JSON-LD) is
// fetched and must not hold it.

const LINK = 'https://meet.example.org/j/5550123?pwd=only-for-registrants';
const SECRET = 'only-for-registrants';

jest.setTimeout(120_000);

const { listen, closeAll } = loopbackServers();
const shell = builtShell();
let app: TestApp;
let shellUrl: string;
let event: { id: string; slug: string };

beforeAll(async () => {
  app = await startTestApp();
  const admin = await signedInAgent(app.handler);
  const created = await admin.post('/api/cms/events').field(
    'eventData',
    JSON.stringify({
      title: 'Inner Guidance Online',
      description: 'An evening online.',
      month: 'November',
      date: '11',
      year: 2030,
      time: '6:00 PM - 8:00 PM',
      location: 'Online (Zoom)',
      meetingLink: LINK,
    }),
  );
  expect(created.status).toBe(201);
  event = created.body.event;
  // The admin's own read has it: the test would pass for nothing if it were never stored.
  const stored = await admin.get(`/api/cms/events/${event.id}/meeting-link`).expect(200);
  expect(stored.body).toEqual({ meetingLink: LINK });
  expect(stored.headers['cache-control']).toBe('no-store');

  shellUrl = await shell.start(app, await listen(app.handler));
});

afterAll(async () => {
  await shell.stopAll();
  closeAll();
  await dropTestDatabase();
});

it('is in no public answer of the API, the feed or the sitemap', async () => {
  const anonymous = request(app.handler);
  for (const pathname of [
    '/api/cms/events',
    `/api/events/slug/${event.slug}`,
    `/api/events/slug/${event.slug}/calendar.ics`,
    '/api/calendar.ics',
    '/api/content-dates',
  ]) {
    const response = await anonymous.get(pathname);
    expect([pathname, response.status]).toEqual([pathname, 200]);
    expect(response.text).not.toContain(SECRET);
  }
  // Nor to a visitor who asks for it.
  await anonymous.get(`/api/cms/events/${event.id}/meeting-link`).expect(401);
});

it('is in no page the shell renders, its loader data and structured data included', async () => {
  const sitemap = await (await fetch(`${shellUrl}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/events/${event.slug}</loc>`);
  expect(sitemap).not.toContain(SECRET);
  for (const pathname of ['/', '/events', `/events/${event.slug}`, `/register/${event.slug}`]) {
    const html = await renderedPage(shellUrl, pathname);
    expect(html).toContain('Inner Guidance Online');
    expect(html).not.toContain(SECRET);
  }
  expect(await renderedPage(shellUrl, `/events/${event.slug}`)).toContain('application/ld+json');
});
