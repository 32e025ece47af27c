import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, rootDir, stopProcess, waitForPort } from '../../../scripts/lib/run.mjs';
import { createLogger } from '../../src/operations/logger';
import { eventually, startTestApp, type TestApp } from '../support/test-app';
import { loopbackServers } from '../support/loopback-servers';
import { dropTestDatabase } from '../support/test-database';

// Issue 35: a visitor's request, its id and what the logs say of it, across the deployables as
// they run: the real API on FerretDB (its log read line by line), the public-site remote's server
// and the shell's server (child processes, their JSON logs read from standard output).

jest.setTimeout(60_000);

const BUILT = [
  path.join(rootDir, 'shell', 'dist', 'shell.html'),
  path.join(rootDir, 'public-site', 'dist', 'remoteEntry.js'),
];
/** A newsletter link's token, as a mail would carry it: it must never reach a log. */
const TOKEN = 'a-confirmation-token-which-must-never-be-logged.c2lnbmF0dXJl';
const METRICS_TOKEN = 'a-metrics-token-for-the-scraper';

interface LogLine {
  level: string;
  process: string;
  msg: string;
  reqId?: string;
  route?: string;
  status?: number;
}

const { listen, closeAll } = loopbackServers();
const apiLog: LogLine[] = [];
let shellOutput = '';
const children: ChildProcess[] = [];
let app: TestApp;
let shell: ChildProcess;
let shellUrl: string;

const shellLog = () =>
  shellOutput
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

/** Starts a deployable's server on a free port; its standard output goes to `onOutput`. */
async function start(file: string, env: Record<string, string>, onOutput = (_: string) => {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(rootDir, file)], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  children.push(child);
  await waitForPort(port, { child });
  return { child, url: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  const missing = BUILT.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`Build first (npm test does): missing ${missing.join(', ')}`);
  const logger = createLogger(
    { logLevel: 'trace', nodeEnv: 'production' },
    { write: (line: string) => void apiLog.push(JSON.parse(line) as LogLine) },
  );
  app = await startTestApp({}, { logger });
  const apiUrl = await listen(app.handler);
  const remote = await start('public-site/server.mjs', {});
  ({ child: shell, url: shellUrl } = await start(
    'shell/server/index.mjs',
    {
      SITE_URL: 'https://example.org',
      PUBLIC_SITE_URL: remote.url,
      API_URL: apiUrl,
      SESSION_SECRET: app.config.sessionSecret,
      METRICS_TOKEN,
      LOG_LEVEL: 'trace',
      SHUTDOWN_DRAIN_MS: '2000',
    },
    (text) => (shellOutput += text),
  ));
});

afterAll(async () => {
  await Promise.all(children.map((child) => stopProcess(child)));
  closeAll();
  await dropTestDatabase();
});

/**
 * Once a line like `expected` is in `lines()`: an access line is written when its answer is
 * over, and the shell's reach the test through a pipe.
 */
const logged = (lines: () => LogLine[], expected: Partial<LogLine> & { method?: string }) =>
  eventually(() => lines().some((line) => expect.objectContaining(expected).asymmetricMatch(line)));
/** The API's lines for the request `reqId`. */
const apiLinesOf = (reqId: string | null) => () => apiLog.filter((line) => line.reqId === reqId);

describe('a request id', () => {
  it("travels from the shell's /api proxy to the API's line about the request it refused", async () => {
    const response = await fetch(`${shellUrl}/api/events/slug/no-such-event`, {
      headers: { 'X-Request-Id': 'visit-42.a:b' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('visit-42.a:b');
    await logged(apiLinesOf('visit-42.a:b'), {
      process: 'api',
      route: '/api/events/slug/:slug',
      status: 404,
    });
    await logged(shellLog, { process: 'shell', reqId: 'visit-42.a:b', route: '/api', status: 404 });
  });

  it("is made by the shell when the request's own is no id, and goes with a form sent without scripts", async () => {
    const response = await fetch(`${shellUrl}/newsletter/confirm`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Request-Id': 'not an id; <script>',
      },
      body: new URLSearchParams({ form: 'confirm', token: TOKEN }),
    });
    await response.text();
    // The API refuses the made-up token; the shell shows its answer in the page.
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const reqId = response.headers.get('x-request-id');
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    await logged(apiLinesOf(reqId), { route: '/api/newsletter/confirm', status: response.status });
  });

  it("goes with the page's loader reads to the API", async () => {
    const response = await fetch(`${shellUrl}/teachers`);
    await response.text();
    await logged(apiLinesOf(response.headers.get('x-request-id')), {
      route: '/api/cms/teachers',
      status: 200,
    });
  });
});

describe("the shell's logs", () => {
  it("never hold a newsletter link's token, whether in the address or in the form", async () => {
    for (const pathname of ['/newsletter/confirm', '/newsletter/unsubscribe']) {
      const page = await fetch(`${shellUrl}${pathname}?token=${TOKEN}`);
      expect(page.status).toBe(200);
      await page.text();
    }
    const oneClick = await fetch(`${shellUrl}/api/newsletter/unsubscribe?token=${TOKEN}`, {
      method: 'POST',
    });
    await oneClick.text();
    for (const route of ['/newsletter/confirm', '/newsletter/unsubscribe'])
      await logged(shellLog, { route, method: 'GET', status: 200 });
    await logged(shellLog, { route: '/api', method: 'POST' });
    expect(shellOutput).not.toContain(TOKEN);
    expect(shellOutput).not.toContain('token=');
  });
});

describe("the shell's access lines", () => {
  it('are debug ones for pages from the cache, which nginx logs, with their own ids', async () => {
    const visit = async () => {
      const response = await fetch(`${shellUrl}/about`);
      await response.text();
      return response;
    };
    const first = await visit();
    await logged(shellLog, {
      level: 'info',
      msg: 'request',
      route: '/about',
      reqId: first.headers.get('x-request-id')!,
    });
    const again = await visit();
    expect(again.headers.get('server-timing')).toBe('cache');
    const reqId = again.headers.get('x-request-id');
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reqId).not.toBe(first.headers.get('x-request-id'));
    await logged(shellLog, {
      level: 'debug',
      msg: 'request',
      route: '/about',
      status: 200,
      reqId: reqId!,
    });
  });
});

describe("the shell's /metrics", () => {
  const metrics = (headers: Record<string, string>) => fetch(`${shellUrl}/metrics`, { headers });

  it('is not there for a request a proxy forwarded, even from this machine', async () => {
    const forwarded: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.7' },
      { Forwarded: 'for=203.0.113.7' },
      { 'X-Forwarded-For': '127.0.0.1', Authorization: `Bearer ${METRICS_TOKEN}x` },
      { 'X-Forwarded-For': '127.0.0.1', Authorization: METRICS_TOKEN },
    ];
    for (const headers of forwarded) {
      const response = await metrics(headers);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('shell_');
    }
  });

  it('answers the scraper holding the token, and this machine asking directly', async () => {
    const allowed: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.7', Authorization: `Bearer ${METRICS_TOKEN}` },
      {},
    ];
    for (const headers of allowed) {
      const response = await metrics(headers);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/^shell_page_cache_misses_total\{page="\/teachers"\} [1-9]/m);
      expect(text).toContain('process_cpu_seconds_total');
    }
  });
});

describe("the shell's readiness", () => {
  it('turns 503 once SIGTERM came, while the shell still answers, then it stops', async () => {
    const ready = () => fetch(`${shellUrl}/health/ready`).then((response) => response.status);
    expect(await ready()).toBe(200);
    const exited = new Promise((resolve) => shell.once('exit', resolve));
    shell.kill('SIGTERM');
    for (;;) {
      const status = await ready();
      if (status === 503) break;
      expect(status).toBe(200);
    }
    expect((await fetch(`${shellUrl}/health/live`)).status).toBe(200);
    expect((await fetch(`${shellUrl}/about`)).status).toBe(200);
    expect(await exited).toBe(0);
  });
});
