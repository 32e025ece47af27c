import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { REQUEST_ID } from '../../src/operations/requests';
import { startNginx } from '../../../scripts/lib/nginx.mjs';
import { freePort } from '../../../scripts/lib/run.mjs';

// deploy/nginx.conf in front of a stand-in for the shell that records what reaches it: nginx
// gives every request an id of its own toward the shell, and keeps the metrics to this machine.

let nginx: { stop: () => Promise<void> };
let port: number;
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
  port = await freePort();
  nginx = await startNginx({
    dir: mkdtempSync(path.join(os.tmpdir(), 'da-boulder-nginx-request-ids-')),
    ports: {
      https: port,
      http: await freePort(),
      shell: shellPort,
      publicSite: await freePort(),
      adminApp: await freePort(),
    },
  });
});
afterAll(async () => {
  await nginx.stop();
  shell.close();
});

/** The status of `pathname` through nginx, as a visitor sending `headers` gets it. */
function statusOf(pathname: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    https
      .get(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          headers,
          rejectUnauthorized: false,
          agent: false,
        },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      )
      .on('error', reject);
  });
}

it("gives each request to the shell an id of its own, in place of the visitor's", async () => {
  expect(await statusOf('/about', { 'X-Request-Id': 'chosen-by-the-visitor' })).toBe(200);
  expect(await statusOf('/api/cms/events')).toBe(200);
  const ids = reached.slice(-2).map(({ headers }) => headers['x-request-id']);
  for (const id of ids) expect(id).toMatch(REQUEST_ID);
  expect(ids).not.toContain('chosen-by-the-visitor');
  expect(new Set(ids).size).toBe(2);
});

it('answers the metrics with 404 itself, however the path is written', async () => {
  const before = reached.length;
  for (const pathname of ['/metrics', '/api/metrics', '/metrics?x=1', '//metrics', '/%6Detrics'])
    expect(await statusOf(pathname)).toBe(404);
  expect(reached.length).toBe(before);
});
