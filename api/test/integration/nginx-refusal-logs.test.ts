import { readFileSync } from 'node:fs';
import { eventually } from '../support/test-app';
import { startStandInShell, startTestNginx } from '../support/test-nginx';

// Issue 43: no address or token in any log. nginx writes each limit_req and limit_conn refusal to
// its error log with the client's address and the whole request line, query and all; a mail
// link's token would land there. deploy/nginx.conf logs them below its error log's level, and its
// access log has the path alone: bursts that are refused leave neither log a token or an address.

const TOKEN = 'secret-mail-link-token-never-logged';
/** Requests in a burst, all at once: more than limit_req's burst (60) and limit_conn's 64. */
const BURST = 100;

let nginx: Awaited<ReturnType<typeof startTestNginx>>;
let shell: Awaited<ReturnType<typeof startStandInShell>>;
let requests = 0;

beforeAll(async () => {
  // Pages are answered after a second, so that a burst of them is in flight at once.
  shell = await startStandInShell((request, response) =>
    request.url?.startsWith('/api/')
      ? response.end('api')
      : setTimeout(() => response.end('page'), 1000),
  );
  nginx = await startTestNginx('refusal-logs', { shellPort: shell.port });
});
afterAll(async () => {
  await nginx.stop();
  shell.close();
});

/** The statuses of BURST requests for `pathname` at once, once nginx has logged each. */
async function burst(pathname: string) {
  const statuses = await Promise.all(Array.from({ length: BURST }, () => nginx.statusOf(pathname)));
  requests += BURST;
  await eventually(
    () => readFileSync(nginx.accessLog, 'utf8').split('\n').filter(Boolean).length === requests,
  );
  return statuses;
}

/** What the error log and the access log say about a token or an address. */
const logged = () =>
  [nginx.errorLog, nginx.accessLog]
    .flatMap((log) => readFileSync(log, 'utf8').split('\n'))
    .filter((line) => line.includes(TOKEN) || line.includes('127.0.0.1'));

it('logs no token and no address for requests limit_req refuses', async () => {
  const statuses = await burst(`/api/newsletter/unsubscribe?token=${TOKEN}`);
  expect(statuses).toContain(429);
  expect(logged()).toEqual([]);
});

it('logs no token and no address for requests limit_conn refuses', async () => {
  const statuses = await burst(`/newsletter/confirm?token=${TOKEN}`);
  expect(statuses).toContain(429);
  expect(logged()).toEqual([]);
});
