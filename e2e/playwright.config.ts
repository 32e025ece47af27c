import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/chromium.mjs';
import type { Deployment } from './support/fixtures';

export default defineConfig<{ deployment: Deployment }>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // The whole run's bound, well past its usual length: a stuck run ends with what it found.
  globalTimeout: 40 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  projects: [
    // Every journey, on the stack as `npm start` runs it.
    { name: 'development', testIgnore: 'production/**' },
    // The journeys that matter most, the way the site ships: NODE_ENV=production behind
    // deploy/nginx.conf over HTTPS (a certificate made for the run, hence ignoreHTTPSErrors):
    // what only production has, the server-rendered pages read without scripts, then a
    // registration, login and logout, the content journeys (an event with an upload among
    // them) as they are, a draft's preview, and every dashboard dialog under axe.
    {
      name: 'production',
      testMatch: [
        'production/**/*.spec.ts',
        'public-without-scripts.spec.ts',
        'public-register.spec.ts',
        'admin-login.spec.ts',
        'admin-content.spec.ts',
        'admin-drafts.spec.ts',
        'admin-a11y.spec.ts',
        'check-in-list.spec.ts',
      ],
      use: { deployment: 'production', ignoreHTTPSErrors: true },
    },
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      // No QUIC: every server here speaks TCP only, so the browser never tries it.
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
});
