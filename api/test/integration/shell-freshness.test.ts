import { createApiProxy } from '../../../shell/server/api-proxy.mjs';
import { createFirstReads } from '../../../shell/server/first-reads.mjs';
import { createUser } from '../../src/modules/users/users.service';
import { loopbackServers } from '../support/loopback-servers';
import {
  eventually,
  signedInAgent,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
} from '../support/test-app';
import { dropTestDatabase } from '../support/test-database';

// The shell's kept first reads against the real API: keyed on the content version the API names,
// never on what traffic the shell happens to see. The shell's clock is the test's.

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

/** A shell's first reads and its /api proxy, on a clock the test moves. */
async function shell() {
  const clock = { now: 0 };
  const fetchFirstReads = createFirstReads(apiUrl, {
    knownForMs: KNOWN_FOR_MS,
    now: () => clock.now,
  });
  const proxyUrl = await listen(
    createApiProxy({ apiUrl, trustProxy: false, onContentVersion: fetchFirstReads.tell }),
  );
  const titles = async () => {
    const { reads } = await fetchFirstReads([PROGRAMS]);
    return (reads[PROGRAMS] as { programs: { title: string }[] }).programs.map(
      ({ title }) => title,
    );
  };
  return { clock, proxyUrl, titles };
}

const program = (title: string) => ({ title, description: '', imageUrl: '', linkUrl: '' });

it('shows a CMS write that passed through the shell on its very next read', async () => {
  const { proxyUrl, titles } = await shell();
  expect(await titles()).not.toContain('Through the shell');
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
  expect(await titles()).toContain('Through the shell');
});

it('shows a write made straight to the API once it has asked the API after KNOWN_FOR_MS', async () => {
  const { clock, titles } = await shell();
  expect(await titles()).not.toContain('Straight to the API');
  const admin = await signedInAgent(app.handler);
  await admin.post(PROGRAMS).send(program('Straight to the API')).expect(201);

  clock.now = KNOWN_FOR_MS - 1;
  expect(await titles()).not.toContain('Straight to the API');
  // The first read after the bound asks the API (with its ETag), waits, and shows it.
  clock.now = KNOWN_FOR_MS;
  expect(await titles()).toContain('Straight to the API');
});

it('revalidates an unchanged read with its ETag: the API answers 304 and the read is the same', async () => {
  let now = 0;
  const answered: number[] = [];
  // The same API, seen through a window that notes each status it answers.
  const counting = await listen((req, res) => {
    res.on('finish', () => answered.push(res.statusCode));
    app.handler(req, res);
  });
  const fetchFirstReads = createFirstReads(new URL(counting), {
    knownForMs: KNOWN_FOR_MS,
    now: () => now,
  });
  const first = await fetchFirstReads([PROGRAMS]);
  now = KNOWN_FOR_MS;
  expect(fetchFirstReads.versionNow([PROGRAMS])).toBeUndefined();
  await fetchFirstReads([PROGRAMS]);
  await eventually(() => fetchFirstReads.versionNow([PROGRAMS]) !== undefined);
  expect(answered).toEqual([200, 304]);
  const again = await fetchFirstReads([PROGRAMS]);
  expect(again.version).toBe(first.version);
  expect(again.reads).toEqual(first.reads);
});
