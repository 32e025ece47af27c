import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { request, type Cookie } from '@playwright/test';
import { startLocalDb } from '../../scripts/lib/local-db.mjs';
import { startNginx } from '../../scripts/lib/nginx.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { freePort } from '../../scripts/lib/run.mjs';
import { ADMIN_EMAIL } from './admin-address';
import { codeIn, newestMailFile, SIGN_IN_CODE_SUBJECT } from './mail-files';
import { startSwitchableSmtp } from './smtp-switch';

const stackPorts = async () => ({
  api: await freePort(),
  publicSite: await freePort(),
  adminApp: await freePort(),
  shell: await freePort(),
});

const databaseName = (base: string) => `${base}/e2e_${randomUUID().replace(/-/g, '')}`;

const temporaryDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `da-boulder-${name}-`));

/**
 * The e2e admin, created at the API's first start with its mail address, the same on both stacks;
 * and form limits and
 * the fill-time trap out of the journeys' way (they post every form many times from one address,
 * faster than a person; both have their own tests in api/test/integration/hostile.test.ts).
 */
const common = {
  ADMIN_USERNAME: 'e2e-admin',
  ADMIN_PASSWORD: 'e2e-admin-password',
  ADMIN_EMAIL,
  FORM_SUBMISSIONS_PER_WINDOW: '1000',
  // Playwright fills a form in well under a second, which the spam trap would take for a bot.
  FORM_MIN_FILL_SECONDS: '0',
  // A fixed window starts at each multiple of its length on the clock: one that turned mid-test
  // (at :00, :15, ...) counted a burst of failed logins afresh, answering 401 where 429 was due.
  LOGIN_WINDOW_MINUTES: '100000',
};

/**
 * The e2e admin's known browser on the production stack, which asks a browser new to an admin for
 * a mailed code: signed in once with the code read from the mail file, as a person does. Its
 * device cookie is what every later sign-in as the e2e admin carries (admin-session.ts).
 */
async function knownAdminDevice(baseURL: string, mailDir: string): Promise<Cookie[]> {
  const api = await request.newContext({ baseURL, ignoreHTTPSErrors: true });
  try {
    const credentials = { username: common.ADMIN_USERNAME, password: common.ADMIN_PASSWORD };
    const login = await api.post('/api/auth/login', { data: credentials });
    if (!('verification' in (await login.json())))
      throw new Error(`the e2e admin was asked for no code: ${await login.text()}`);
    let mail: string | null = null;
    for (let waited = 0; !mail && waited < 100; waited++) {
      await sleep(100);
      mail = await newestMailFile(mailDir, ADMIN_EMAIL, SIGN_IN_CODE_SUBJECT);
    }
    if (!mail) throw new Error(`no sign-in code was mailed to ${ADMIN_EMAIL}`);
    const verified = await api.post('/api/auth/verify-device', { data: { code: codeIn(mail) } });
    if (!verified.ok()) throw new Error(`the code was refused: ${await verified.text()}`);
    const { cookies } = await api.storageState();
    return cookies.filter(({ name }) => name.startsWith('da_boulder.device'));
  } finally {
    await api.dispose();
  }
}

/**
 * Runs the built deployables twice, each its own process on a free port, and tells the tests
 * where they are:
 * - development: as `npm start` runs them, plain HTTP on 127.0.0.1 (the `development` project);
 * - production: NODE_ENV=production, behind deploy/nginx.conf over HTTPS with a certificate made
 *   now, the shell trusting nginx (TRUST_PROXY=true) and the remotes served under /remotes/ of
 *   the same origin, as docs/deploying.md's checklist deploys it (the `production` project).
 */
export default async function globalSetup() {
  let database: Awaited<ReturnType<typeof startLocalDb>> | undefined;
  let baseUrl = process.env.TEST_MONGODB_URL;
  if (!baseUrl) {
    database = await startLocalDb({ dataDir: temporaryDir('e2e-db') });
    baseUrl = `mongodb://127.0.0.1:${database.port}`;
  }

  const ports = await stackPorts();
  const mongodbUri = databaseName(baseUrl);
  // Mail goes over SMTP here, to a server a journey can take down (admin-people.spec.ts).
  const smtp = await startSwitchableSmtp();
  const stack = await startStack({
    ports,
    quiet: true,
    env: { MONGODB_URI: mongodbUri, SMTP_URL: smtp.url, ...common },
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${ports.shell}`;
  process.env.E2E_API_URL = `http://127.0.0.1:${ports.api}`;
  process.env.E2E_PUBLIC_SITE_URL = `http://127.0.0.1:${ports.publicSite}`;
  process.env.E2E_ADMIN_APP_URL = `http://127.0.0.1:${ports.adminApp}`;
  process.env.E2E_MONGODB_URI = mongodbUri;
  process.env.E2E_SMTP_CONTROL_URL = smtp.controlUrl;

  const productionPorts = await stackPorts();
  const productionMongodbUri = databaseName(baseUrl);
  // Mail is written to files here, as an install without SMTP_URL writes it.
  const productionMailDir = temporaryDir('e2e-production-mail');
  const nginx = await startNginx({
    dir: temporaryDir('e2e-nginx'),
    ports: { ...productionPorts, https: await freePort(), http: await freePort() },
  });
  const production = await startStack({
    ports: productionPorts,
    quiet: true,
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: randomUUID() + randomUUID(),
      SITE_URL: nginx.url,
      MONGODB_URI: productionMongodbUri,
      MAIL_DIR: productionMailDir,
      ...common,
    },
    shellEnv: {
      TRUST_PROXY: 'true',
      PUBLIC_SITE_URL: `${nginx.url}/remotes/public-site`,
      ADMIN_APP_URL: `${nginx.url}/remotes/admin-app`,
      // The shell reads the remotes' manifests through nginx, whose certificate is this run's.
      NODE_EXTRA_CA_CERTS: nginx.certificate,
    },
  });
  process.env.E2E_PRODUCTION_BASE_URL = nginx.url;
  process.env.E2E_PRODUCTION_HTTP_URL = nginx.plainHttpUrl;
  process.env.E2E_PRODUCTION_MONGODB_URI = productionMongodbUri;
  process.env.E2E_PRODUCTION_MAIL_DIR = productionMailDir;
  process.env.E2E_PRODUCTION_ADMIN_DEVICE = JSON.stringify(
    await knownAdminDevice(nginx.url, productionMailDir),
  );

  return async () => {
    await production.stop();
    await nginx.stop();
    await stack.stop();
    await smtp.stop();
    await database?.stop();
  };
}
