import { proxyToApi } from '../../../shell/server/api-proxy.mjs';
import { createApiReads } from '../../../shell/server/api-reads.mjs';
import { createUser } from '../../src/modules/users/users.service';
import { loopbackServers } from '../support/loopback-servers';
import { signedInAgent, startTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app';
import { dropTestDatabase } from '../support/test-database';

// What the shell knows of the content version, against the real API: what the API names, never
// what traffic the shell happens to see. Its documents are fresh while it is theirs. The shell's
// clock is the test's.

const { listen, closeAll } = loopbackServers();
/** How long the shell trusts the version it knows (the shell's KNOWN_FOR_MS). */
const KNOWN_FOR_MS = 250;
const PROGRAMS = '/api/cms/programs';

let app: TestApp;
let apiUrl: URL;
beforeAll(async () => {
  app = await startTestApp();
  apiUrl = new URL(await listen(app.handler));
  await createUser({ username: 'editor', password: TEST_PASSWORD, isAdmin: true });
});
afterAll(async () => {
  closeAll();
  await dropTestDatabase();
});

/** A shell's API reads and its /api proxy, on a clock the test moves. */
async function shell() {
  const clock = { now: 0 };
  const apiReads = createApiReads(apiUrl, { knownForMs: KNOWN_FOR_MS, now: () => clock.now });
  const proxyUrl = await listen((req, res) =>
    proxyToApi({ apiUrl, trustProxy: false, onContentVersion: apiReads.tell }, req, res),
  );
  /** The version the shell takes now, and the programs' titles a loader reads at it. */
  const read = async () => {
    const version = await apiReads.current();
    const answer = await apiReads.read(PROGRAMS, AbortSignal.timeout(5000));
    if (answer?.status !== 200) throw new Error(`${PROGRAMS} answered ${answer?.status}`);
    const { programs } = answer.json as { programs: { title: string }[] };
    return { version, titles: programs.map(({ title }) => title) };
  };
  /**
   * The first read, asked again while the API does not name its version within the shell's limit
   * (a busy machine's first requests can take longer): what follows compares with a known one.
   */
  const first = async () => {
    for (let tries = 1; ; tries += 1) {
      const answer = await read();
      if (answer.version !== undefined || tries === 20) return answer;
    }
  };
  return { clock, proxyUrl, read, first };
}

const program = (title: string) => ({ title, description: '', imageUrl: '', linkUrl: '' });

it('knows the version of a CMS write that passed through the shell at once', async () => {
  const { proxyUrl, read, first } = await shell();
  const before = await first();
  expect(before.titles).not.toContain('Through the shell');
  const login = await fetch(`${proxyUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'editor', password: TEST_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const created = await fetch(`${proxyUrl}${PROGRAMS}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: login.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; '),
    },
    body: JSON.stringify(program('Through the shell')),
  });
  expect(created.status).toBe(201);
  // The shell's clock has not moved: only the version the write's answer named tells it.
  const after = await read();
  expect(after.version).toBeGreaterThan(before.version!);
  expect(after.titles).toContain('Through the shell');
});

it('learns the version of a write made straight to the API once KNOWN_FOR_MS has passed', async () => {
  const { clock, read, first } = await shell();
  const before = await first();
  const admin = await signedInAgent(app.handler);
  await admin.post(PROGRAMS).send(program('Straight to the API')).expect(201);

  clock.now = KNOWN_FOR_MS - 1;
  expect((await read()).version).toBe(before.version);
  // The first page after the bound asks the API (with its ETag), waits, and knows.
  clock.now = KNOWN_FOR_MS;
  expect((await read()).version).toBeGreaterThan(before.version!);
});

it('asks the version with an ETag: the API answers 304 while nothing changed, once for all who wait', async () => {
  let now = 0;
  const answered: number[] = [];
  // The same API, seen through a window that notes each status it answers.
  const counting = await listen((req, res) => {
    res.on('finish', () => answered.push(res.statusCode));
    app.handler(req, res);
  });
  const apiReads = createApiReads(new URL(counting), { knownForMs: KNOWN_FOR_MS, now: () => now });
  const first = await apiReads.current();
  expect(first).toEqual(expect.any(Number));
  now = KNOWN_FOR_MS;
  expect(apiReads.known()).toBeUndefined();
  const again = await Promise.all([apiReads.current(), apiReads.current(), apiReads.current()]);
  expect(answered).toEqual([200, 304]);
  expect(again).toEqual([first, first, first]);
});
