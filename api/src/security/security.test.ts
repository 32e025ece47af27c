import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { createApp } from '../app';
import { loadConfig } from '../config/env';
import { SESSION_COOKIE } from '../auth/session';
import { SessionModel } from '../auth/session.model';
import { ContactMessageModel } from '../modules/contact/contact.model';
import { createUser } from '../modules/users/users.service';
import { capturedLogger } from '../../test/support/log-lines';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/support/test-app';
import { dropTestDatabase } from '../../test/support/test-database';
import { HTTPS_REQUIRED_MESSAGE } from './https-required';

const SECRET = 'a-production-session-secret-of-32-chars-or-more';
let development: TestApp;
let production: TestApp['handler'];
const { logger, lines: logged } = capturedLogger('warn');

beforeAll(async () => {
  development = await startTestApp();
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: SECRET,
    SITE_URL: 'https://www.example.org',
    MONGODB_URI: development.config.mongodbUri,
    MAIL_DIR: development.config.mailDir,
  });
  production = createApp({ config, logger }).callback();
  await createUser({ username: 'keeper', password: TEST_PASSWORD, isAdmin: true });
});
afterAll(dropTestDatabase);

const credentials = { username: 'keeper', password: TEST_PASSWORD };
/** What the shell adds to a request that came to it over HTTPS from its proxy. */
const overHttps = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'www.example.org' };
const sessionCookie = (response: request.Response) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));

/** The session cookie and its signature, as a browser would send them back. */
const cookiesOf = (response: request.Response) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe('security headers', () => {
  const expectHeaders = (response: request.Response) => {
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\)/);
  };

  it('are on every kind of answer: health, cached read, 304, routed read, refusal, error', async () => {
    for (const handler of [development.handler, production]) {
      for (const path of ['/api/health', '/api/cms/events', '/api/cms/events', '/api/nowhere']) {
        expectHeaders(await request(handler).get(path));
      }
      const { etag } = (await request(handler).get('/api/cms/events')).headers;
      const notModified = await request(handler).get('/api/cms/events').set('If-None-Match', etag);
      expect(notModified.status).toBe(304);
      expectHeaders(notModified);
      const refused = await request(handler)
        .post('/api/contact')
        .set('Origin', 'https://x.example');
      expect(refused.status).toBe(403);
      expectHeaders(refused);
      expectHeaders(await request(handler).delete('/api/health'));
      const failedLogin = await request(handler).post('/api/auth/login').set(overHttps).send({});
      expectHeaders(failedLogin);
    }
  });

  it('add Strict-Transport-Security in production only', async () => {
    const dev = await request(development.handler).get('/api/cms/events');
    expect(dev.headers['strict-transport-security']).toBeUndefined();
    for (const path of ['/api/health', '/api/cms/events', '/api/nowhere']) {
      const prod = await request(production).get(path);
      expect(prod.headers['strict-transport-security']).toBe('max-age=31536000');
    }
  });
});

describe('sessions in production', () => {
  it('start over HTTPS (as the shell forwards it) with a Secure, HttpOnly, SameSite=Lax cookie', async () => {
    const agent = request.agent(production);
    const login = await agent.post('/api/auth/login').set(overHttps).send(credentials).expect(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookie(login) ?? '';
    expect(cookie).toMatch(/; secure/i);
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; samesite=lax/i);

    const current = await request(production)
      .get('/api/auth/user')
      .set(overHttps)
      .set('Cookie', cookiesOf(login))
      .expect(200);
    expect(current.headers['cache-control']).toBe('no-store');
  });

  it('are refused over plain HTTP with a 403 that says how to fix it, and one log line', async () => {
    logged.length = 0;
    const sessionsBefore = await SessionModel.countDocuments();
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await request(production)
        .post('/api/auth/login')
        .send(credentials)
        .expect(403);
      expect(response.body).toEqual({ message: HTTPS_REQUIRED_MESSAGE });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(HTTPS_REQUIRED_MESSAGE).toMatch(/HTTPS/);
    expect(HTTPS_REQUIRED_MESSAGE).toMatch(/TRUST_PROXY=true/);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 'warn', reqId: expect.any(String) });
    expect(logged[0].msg).toMatch(/POST \/api\/auth\/login refused: .* as http/);
    expect(await SessionModel.countDocuments()).toBe(sessionsBefore);
  });

  it('end over plain HTTP with a 403 too, never a 500', async () => {
    const login = await request(production)
      .post('/api/auth/login')
      .set(overHttps)
      .send(credentials);
    const logout = await request(production)
      .post('/api/auth/logout')
      .set('Cookie', cookiesOf(login));
    expect(logout.status).toBe(403);
    expect(logout.body).toEqual({ message: HTTPS_REQUIRED_MESSAGE });
  });
});

describe('cross-site writes', () => {
  const contact = {
    name: 'Cross Site',
    email: 'cross@example.org',
    interest: 'general',
    message: 'Sent from somewhere else.',
  };

  it('are refused with 403 by Origin or Sec-Fetch-Site, and change nothing', async () => {
    const before = await ContactMessageModel.countDocuments();
    const attempts = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      // The right host over the wrong protocol is another origin as well.
      { Origin: 'http://www.example.org', ...overHttps },
    ];
    for (const headers of attempts) {
      const response = await request(production).post('/api/contact').set(headers).send(contact);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Requests from other sites are not accepted' });
    }
    await request(production)
      .delete('/api/cms/events/000000000000000000000000')
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(await ContactMessageModel.countDocuments()).toBe(before);
  });

  it('from the site itself, and from clients that are not browsers, go through', async () => {
    const before = await ContactMessageModel.countDocuments();
    await request(production)
      .post('/api/contact')
      .set({ ...overHttps, Origin: 'https://www.example.org', 'Sec-Fetch-Site': 'same-origin' })
      .send(contact)
      .expect(201);
    await request(development.handler).post('/api/contact').send(contact).expect(201);
    expect(await ContactMessageModel.countDocuments()).toBe(before + 2);
  });

  it('do not hold back one-click unsubscribing, which a signed token authorises', async () => {
    const response = await request(production)
      .post('/api/newsletter/unsubscribe')
      .set({ Origin: 'null', 'Sec-Fetch-Site': 'cross-site' })
      .type('form')
      .send('List-Unsubscribe=One-Click');
    // Through to the route, which judges the (missing) token itself.
    expect(response.status).toBe(400);
    expect(response.body.message).not.toBe('Requests from other sites are not accepted');
  });

  it('do not hold back reads', async () => {
    await request(production)
      .get('/api/cms/events')
      .set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })
      .expect(200);
  });
});

describe('request bodies', () => {
  /** Sends the bytes as they are (supertest would serialise a Buffer as JSON). */
  async function postBytes(path: string, encoding: string, body: Buffer) {
    const server = createServer(development.handler).listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
        body: new Uint8Array(body),
      });
      return { status: response.status, body: await response.json() };
    } finally {
      server.close();
    }
  }

  it.each(['gzip', 'deflate', 'br'])(
    'a body that says %s but is not compressed answers 400 and stores nothing',
    async (encoding) => {
      const before = await ContactMessageModel.countDocuments();
      const contact = {
        name: 'Plain',
        email: 'plain@example.org',
        interest: 'general',
        message: 'Hi',
      };
      const response = await postBytes(
        '/api/contact',
        encoding,
        Buffer.from(JSON.stringify(contact)),
      );
      expect(response).toEqual({
        status: 400,
        body: { message: 'The request body could not be decompressed' },
      });
      expect(await ContactMessageModel.countDocuments()).toBe(before);
    },
  );

  it('a really compressed JSON body is read', async () => {
    const response = await postBytes(
      '/api/auth/login',
      'gzip',
      gzipSync(JSON.stringify({ username: 'keeper', password: 'wrong-password' })),
    );
    expect(response).toEqual({ status: 401, body: { message: 'Invalid username or password' } });
  });
});
