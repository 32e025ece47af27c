import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { forwardingHeaders, proxyToApi } from '../../../shell/server/api-proxy.mjs';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { createUser } from '../../src/modules/users/users.service';
import { capturedLogger } from '../support/log-lines';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app';
import { loopbackServers } from '../support/loopback-servers';
import { dropTestDatabase } from '../support/test-database';

// The API as deployed: behind the shell's /api proxy, itself behind a TLS-terminating proxy
// (played here by the test, which sends what nginx would: X-Forwarded-For, X-Forwarded-Proto).

const { listen, closeAll } = loopbackServers();

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await createUser({ username: 'warden', password: TEST_PASSWORD, isAdmin: true });
});
afterAll(async () => {
  closeAll();
  await dropTestDatabase();
});

/** The API (production unless said otherwise) behind a shell proxy that trusts its proxy or not. */
async function shellInFrontOfApi({
  trustProxy,
  production = true,
}: {
  trustProxy: boolean;
  production?: boolean;
}) {
  const config = loadConfig({
    NODE_ENV: production ? 'production' : 'development',
    SESSION_SECRET: 'a-production-session-secret-of-32-chars-or-more',
    SITE_URL: 'https://www.example.org',
    MONGODB_URI: app.config.mongodbUri,
    MAIL_DIR: app.config.mailDir,
    LOGIN_FAILURES_PER_IP: '2',
    LOGIN_FAILURES_PER_USERNAME_AND_IP: '1000',
    LOGIN_FAILURES_PER_USERNAME: '1000',
  });
  const api = createApp({ config, logger: capturedLogger('silent').logger });
  const apiUrl = new URL(await listen(api.callback()));
  return listen((req, res) => proxyToApi({ apiUrl, trustProxy }, req, res));
}

const login = (shell: string, headers: Record<string, string>, password = 'wrong-password') =>
  fetch(`${shell}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https', ...headers },
    body: JSON.stringify({ username: 'warden', password }),
  });

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  it('limits each visitor by the address the proxy saw, not by the proxy', async () => {
    const shell = await shellInFrontOfApi({ trustProxy: true });
    const visitor = { 'X-Forwarded-For': '203.0.113.7' };
    expect((await login(shell, visitor)).status).toBe(401);
    expect((await login(shell, visitor)).status).toBe(401);
    expect((await login(shell, visitor)).status).toBe(429);
    // What the visitor wrote further left does not make a new visitor.
    const forged = { 'X-Forwarded-For': '198.51.100.1, 203.0.113.7' };
    expect((await login(shell, forged)).status).toBe(429);
    // Someone else, through the same proxy, is not held back, and gets in.
    const other = { 'X-Forwarded-For': '203.0.113.8' };
    expect((await login(shell, other)).status).toBe(401);
    const signedIn = await login(shell, other, TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie');
    for (const flag of [/; secure/i, /; httponly/i, /; samesite=lax/i])
      expect(cookie).toMatch(flag);
  });
});

describe('without a trusted proxy', () => {
  it('forged X-Forwarded-For values change nothing', async () => {
    const shell = await shellInFrontOfApi({ trustProxy: false, production: false });
    const statuses = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      statuses.push((await login(shell, { 'X-Forwarded-For': address })).status);
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it('a forged X-Forwarded-Proto does not make plain HTTP look secure', async () => {
    const shell = await shellInFrontOfApi({ trustProxy: false });
    const response = await login(shell, {}, TEST_PASSWORD);
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('forwardingHeaders', () => {
  const incoming = (headers: Record<string, string>) =>
    ({
      headers: { host: 'www.example.org', ...headers },
      socket: { remoteAddress: '10.0.0.2' } as Socket,
    }) as IncomingMessage;

  it('appends the peer to X-Forwarded-For and passes the proxy’s protocol and host on', () => {
    const request = incoming({
      'x-forwarded-for': '198.51.100.1, 203.0.113.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'forged.example, www.example.org',
    });
    expect(forwardingHeaders(request, { trustProxy: true })).toEqual({
      'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.0.0.2',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.example.org',
      'x-real-ip': '203.0.113.7',
    });
  });

  it('believes none of it without TRUST_PROXY', () => {
    const request = incoming({
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'forged.example',
      'x-real-ip': '203.0.113.7',
    });
    expect(forwardingHeaders(request, { trustProxy: false })).toEqual({
      'x-forwarded-for': '10.0.0.2',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'www.example.org',
      'x-real-ip': '10.0.0.2',
    });
  });
});
