import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestOutboxWorker } from '../support/mail-worker';
import type { OutboxWorker } from '../../src/mail/outbox-worker';
import { createMailTransport } from '../../src/mail/transport';
import { EventModel } from '../../src/modules/events/events.model';
import { builtShell } from '../support/built-shell';
import { capturedLogger } from '../support/log-lines';
import { loopbackServers } from '../support/loopback-servers';
import { eventually, startTestApp, type TestApp } from '../support/test-app';
import { dropTestDatabase } from '../support/test-database';
import { startTestNginx } from '../support/test-nginx';

// Issue 43: no address or token in any log. The whole stack (nginx, the built shell and remote,
// the API and its mail) takes a registration, a subscription, its confirmation and an
// unsubscribe, logging at debug, then every line each part wrote is searched for the visitors'
// addresses and the tokens their mail carried.

jest.setTimeout(120_000);

const REGISTRANT = 'log.watcher+registration@example.org';
const SUBSCRIBER = 'log.watcher+news@example.org';
const { listen, closeAll } = loopbackServers();
const shell = builtShell();
const api = capturedLogger('debug');
let app: TestApp;
let worker: OutboxWorker;
let nginx: Awaited<ReturnType<typeof startTestNginx>>;

beforeAll(async () => {
  app = await startTestApp(
    { FORM_MIN_FILL_SECONDS: '0', LOG_LEVEL: 'debug' },
    { logger: api.logger },
  );
  worker = startTestOutboxWorker(app.config, {
    logger: api.logger,
    transport: createMailTransport(app.config, api.logger),
  });
  const shellUrl = await shell.start(app, await listen(app.handler), {
    LOG_LEVEL: 'debug',
    TRUST_PROXY: 'true',
  });
  nginx = await startTestNginx('no-people-in-logs', { shellPort: Number(new URL(shellUrl).port) });
});
afterAll(async () => {
  await worker.stop();
  await nginx.stop();
  await shell.stopAll();
  closeAll();
  await dropTestDatabase();
});

/** A JSON write through nginx, as the site's scripts send it. */
const postJson = (pathname: string, body: object) =>
  nginx.send(pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `https://127.0.0.1:${nginx.port}` },
    body: JSON.stringify(body),
  });

/** The signed form time of a page, as a visitor's browser has it. */
async function formTimeOf(pathname: string): Promise<string> {
  const page = await nginx.get(pathname);
  const time = /name="formIssuedAt" value="([^"]+)"/.exec(page.body)?.[1];
  if (!time) throw new Error(`${pathname} carries no signed form time`);
  return time;
}

/** The link `pattern` finds in the mail written to `address`, once it is written. */
function linkInMailTo(address: string, pattern: RegExp): Promise<string> {
  // `eventually` answers only once the check found it.
  return eventually<string>(() => {
    for (const name of readdirSync(app.config.mailDir)) {
      // Quoted-printable: soft line breaks out, '=' back.
      const raw = readFileSync(path.join(app.config.mailDir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const token = raw.includes(`To: ${address}`) ? pattern.exec(raw)?.[1] : undefined;
      if (token) return token;
    }
    return '';
  });
}

it('writes no visitor address and no token to any log', async () => {
  const event = await EventModel.create({
    title: 'Logged Evening',
    slug: 'logged-evening',
    month: 'March',
    date: '3',
    year: new Date().getFullYear() + 1,
  });
  const registered = await postJson('/api/register', {
    eventId: String(event._id),
    name: 'Lou Watcher',
    email: REGISTRANT,
    formIssuedAt: await formTimeOf('/register/logged-evening'),
  });
  expect(registered.status).toBe(201);
  const subscribed = await postJson('/api/newsletter/subscribe', {
    email: SUBSCRIBER,
    formIssuedAt: await formTimeOf('/newsletter'),
  });
  expect(subscribed.status).toBe(201);

  const cancel = await linkInMailTo(REGISTRANT, /registrations\/cancel\?token=([\w.-]+)/);
  const confirm = await linkInMailTo(SUBSCRIBER, /newsletter\/confirm\?token=([\w.-]+)/);
  // The pages a mail's links open, then what their buttons send.
  expect((await nginx.get(`/newsletter/confirm?token=${confirm}`)).status).toBe(200);
  expect((await postJson('/api/newsletter/confirm', { token: confirm })).status).toBe(200);
  const unsubscribe = await linkInMailTo(SUBSCRIBER, /newsletter\/unsubscribe\?token=([\w.-]+)/);
  expect((await nginx.get(`/newsletter/unsubscribe?token=${unsubscribe}`)).status).toBe(200);
  expect((await nginx.get(`/registrations/cancel?token=${cancel}`)).status).toBe(200);
  // A mail client's one-click unsubscribe.
  const oneClick = await nginx.send(`/api/newsletter/unsubscribe?token=${unsubscribe}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status).toBe(200);

  // Every part wrote its lines (nginx its last once the answer was out): the search below looks
  // at real logs.
  await eventually(() =>
    readFileSync(nginx.accessLog, 'utf8').includes('/api/newsletter/unsubscribe'),
  );
  const logs = {
    api: api.lines.map((line) => JSON.stringify(line)).join('\n'),
    shell: shell.output(),
    nginxAccess: readFileSync(nginx.accessLog, 'utf8'),
    nginxErrors: readFileSync(nginx.errorLog, 'utf8'),
  };
  expect(logs.api).toContain('wrote mail');
  expect(logs.shell).toContain('"route":"/api"');
  expect(logs.nginxAccess).toContain('"path":"/api/newsletter/unsubscribe"');
  for (const [part, text] of Object.entries(logs))
    for (const secret of [REGISTRANT, SUBSCRIBER, 'log.watcher', cancel, confirm, unsubscribe])
      expect({ part, holds: text.includes(secret) ? secret : 'nothing' }).toEqual({
        part,
        holds: 'nothing',
      });
});
