import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { REQUEST_ID } from '@da-boulder/server-kit/request-id';
import { freePort } from '../../../scripts/lib/run.mjs';
import { eventually } from '../support/test-app';
import { startTestNginx } from '../support/test-nginx';

// deploy/nginx.conf in front of a stand-in for the shell that records what reaches it: nginx
// gives every request an id of its own toward the shell, logs it under that id, and keeps the
// metrics to this machine.

let nginx: Awaited<ReturnType<typeof startTestNginx>>;
let shell: Server;
/** The paths and headers of the requests that reached the shell. */
const reached: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  const shellPort = await freePort();
  shell = createServer((req, res) => {
    reached.push({ url: req.url ?? '', headers: req.headers });
    res.end('shell');
  }).listen(shellPort, '127.0.0.1');
  await once(shell, 'listening');
  nginx = await startTestNginx('request-ids', { shellPort });
});
afterAll(async () => {
  await nginx.stop();
  shell.close();
});

it("gives each request to the shell an id of its own, in place of the visitor's", async () => {
  expect(await nginx.statusOf('/about', { 'X-Request-Id': 'chosen-by-the-visitor' })).toBe(200);
  expect(await nginx.statusOf('/api/cms/events')).toBe(200);
  const ids = reached.slice(-2).map(({ headers }) => headers['x-request-id']);
  for (const id of ids) expect(id).toMatch(REQUEST_ID);
  expect(ids).not.toContain('chosen-by-the-visitor');
  expect(new Set(ids).size).toBe(2);
});

it('logs each request as a JSON line under the id the shell got, never with its query', async () => {
  const token = 'a-mail-links-token-never-logged';
  expect(await nginx.statusOf(`/newsletter/confirm?token=${token}`)).toBe(200);
  const reqId = reached.at(-1)?.headers['x-request-id'];
  const lineOf = () =>
    readFileSync(nginx.accessLog, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.reqId === reqId);
  expect(await eventually(lineOf)).toEqual({
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    process: 'nginx',
    reqId,
    method: 'GET',
    path: '/newsletter/confirm',
    status: 200,
    seconds: expect.any(Number),
    bytes: expect.any(Number),
  });
  expect(readFileSync(nginx.accessLog, 'utf8')).not.toContain(token);
});

it('answers the metrics with 404 itself, however the path is written', async () => {
  const before = reached.length;
  for (const pathname of ['/metrics', '/api/metrics', '/metrics?x=1', '//metrics', '/%6Detrics'])
    expect(await nginx.statusOf(pathname)).toBe(404);
  expect(reached.length).toBe(before);
});
