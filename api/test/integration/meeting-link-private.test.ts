import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { freePort, rootDir, stopProcess, waitForPort } from '../../../scripts/lib/run.mjs';
import { loopbackServers } from '../support/loopback-servers';
import { signedInAgent, startTestApp, type TestApp } from '../support/test-app';
import { dropTestDatabase } from '../support/test-database';

// Issue 33, item 7: an event's meeting link is for its confirmed registrants alone. Every answer
// anyone may read (the API's public reads, the calendar feed, the sitemap, and the pages the built
// shell renders with their first reads and JSON-LD) is fetched and must not hold it.

const LINK = 'https://meet.example.org/j/5550123?pwd=only-for-registrants';
const SECRET = 'only-for-registrants';

jest.setTimeout(120_000);

const BUILT = [
  path.join(rootDir, 'shell', 'dist', 'shell.html'),
  path.join(rootDir, 'shell', 'dist-server', 'render-page.js'),
  path.join(rootDir, 'public-site', 'dist', 'server', 'remoteEntry.js'),
];

const { listen, closeAll } = loopbackServers();
const children: ChildProcess[] = [];
let app: TestApp;
let shellUrl: string;
let event: { id: string; slug: string };

beforeAll(async () => {
  const missing = BUILT.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`Build first (npm test does): missing ${missing.join(', ')}`);
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

  const apiUrl = await listen(app.handler);
  const start = async (file: string, env: Record<string, string>) => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(rootDir, file)], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
      stdio: 'ignore',
    });
    children.push(child);
    await waitForPort(port, { child });
    return `http://127.0.0.1:${port}`;
  };
  const remoteUrl = await start('public-site/server.mjs', {});
  shellUrl = await start('shell/server/index.mjs', {
    SITE_URL: 'https://example.org',
    PUBLIC_SITE_URL: remoteUrl,
    API_URL: apiUrl,
    SESSION_SECRET: app.config.sessionSecret,
  });
});

afterAll(async () => {
  await Promise.all(children.map((child) => stopProcess(child)));
  closeAll();
  await dropTestDatabase();
});

/** A page once the shell has rendered it on the server (first reads and JSON-LD included). */
async function renderedPage(pathname: string) {
  for (let tries = 1; ; tries += 1) {
    const response = await fetch(`${shellUrl}${pathname}`);
    const html = await response.text();
    const timing = response.headers.get('server-timing') ?? '';
    if (timing.startsWith('render') || timing === 'cache') return html;
    if (tries === 100) throw new Error(`${pathname} was not rendered on the server`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('is in no public answer of the API, the feed or the sitemap', async () => {
  const anonymous = request(app.handler);
  for (const pathname of [
    '/api/cms/events',
    `/api/events/slug/${event.slug}`,
    `/api/events/slug/${event.slug}/calendar.ics`,
    '/api/calendar.ics',
    '/api/sitemap.xml',
  ]) {
    const response = await anonymous.get(pathname);
    expect([pathname, response.status]).toEqual([pathname, 200]);
    expect(response.text).not.toContain(SECRET);
  }
  // Nor to a visitor who asks for it.
  await anonymous.get(`/api/cms/events/${event.id}/meeting-link`).expect(401);
});

it('is in no page the shell renders, its first reads and structured data included', async () => {
  for (const pathname of ['/', '/events', `/events/${event.slug}`, `/register/${event.slug}`]) {
    const html = await renderedPage(pathname);
    expect(html).toContain('Inner Guidance Online');
    expect(html).not.toContain(SECRET);
  }
  expect(await renderedPage(`/events/${event.slug}`)).toContain('application/ld+json');
});
