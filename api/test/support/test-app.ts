import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import request, { type Agent } from 'supertest';
import { createApp, type AppDependencies } from '../../src/app';
import { loadConfig, type ApiConfig } from '../../src/config/env';
import { createUser } from '../../src/modules/users/users.service';
import { formIssuedAt } from '@da-boulder/server-kit/form-issued-at';
import { connectTestDatabase, dropTestDatabase } from './test-database';

export interface TestApp {
  config: ApiConfig;
  handler: ReturnType<ReturnType<typeof createApp>['callback']>;
}

/**
 * A fresh database (dropped by dropTestDatabase) and the app on it, mail written to a temp dir.
 * Form and mail-per-network limits are out of the way unless a test sets them: tests post far
 * more than a visitor, all from one address.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  dependencies: Omit<AppDependencies, 'config'> = {},
): Promise<TestApp> {
  const uri = await connectTestDatabase();
  const config = loadConfig({
    MONGODB_URI: uri,
    MAIL_DIR: mkdtempSync(path.join(os.tmpdir(), 'da-boulder-mail-')),
    FORM_SUBMISSIONS_PER_WINDOW: '100000',
    VISITOR_MAILS_PER_NETWORK_PER_HOUR: '100000',
    // Errors and warnings only: a line per request would bury the test output.
    LOG_LEVEL: 'warn',
    ...env,
  });
  const app = createApp({ config, ...dependencies });
  return { config, handler: app.callback() };
}

export const TEST_PASSWORD = 'correct-horse-42';

/** Creates an account and returns a supertest agent carrying its session cookie. */
export async function signedInAgent(
  handler: TestApp['handler'],
  { isAdmin = true }: { isAdmin?: boolean } = {},
) {
  const username = `${isAdmin ? 'admin' : 'user'}-${randomUUID().slice(0, 8)}`;
  await createUser({ username, password: TEST_PASSWORD, isAdmin });
  const agent = request.agent(handler);
  await agent.post('/api/auth/login').send({ username, password: TEST_PASSWORD }).expect(200);
  return agent;
}

/**
 * The app a test file's tests share: started on a fresh database before them, with an admin
 * signed in, and the database dropped after them. Its fields are set by then, so tests (not the
 * file's top level) read them.
 */
export function testAppForFile(env: Record<string, string> = {}) {
  const suite = {} as { app: TestApp; admin: Agent };
  beforeAll(async () => {
    suite.app = await startTestApp(env);
    suite.admin = await signedInAgent(suite.app.handler);
  });
  afterAll(dropTestDatabase);
  return suite;
}

/** GETs `url` as raw bytes: supertest reads only text and JSON bodies by itself. */
export const getBytes = (handler: TestApp['handler'], url: string) =>
  request(handler)
    .get(url)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });

/**
 * Polls `check` until it returns a truthy value, or throws on timeout with what `seen` says of
 * the tries.
 */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 15_000,
  seen?: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met in time${seen ? `: ${seen()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What a list answer says about its page when no page was asked for. */
export const firstPage = (total: number, pageSize: number) => ({ total, page: 1, pageSize });

/**
 * The signed time a page's forms carry, as the shell sends it with the page, `secondsAgo` before
 * now: what a person's form sends, and the API's spam trap lets through.
 */
export const formTime = (config: Pick<ApiConfig, 'sessionSecret'>, secondsAgo = 10) =>
  formIssuedAt(config.sessionSecret).signed(Date.now() - secondsAgo * 1000);
