import { defineConfig } from '@playwright/test';
import type { Deployment } from './support/fixtures';

// Debian's Chromium; Playwright never downloads a browser of its own.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig<{ deployment: Deployment }>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  projects: [
    // Every journey, on the stack as `npm start` runs it.
    { name: 'development', testIgnore: 'production/**' },
    // The journeys that matter most, the way the site ships: NODE_ENV=production behind
    // deploy/nginx.conf over HTTPS (a certificate made for the run, hence ignoreHTTPSErrors):
    // what only production has, then a registration, login and logout, and the content journeys
    // (an event with an upload among them) as they are.
    {
      name: 'production',
      testMatch: [
        'production/**/*.spec.ts',
        'public-register.spec.ts',
        'admin-login.spec.ts',
        'admin-content.spec.ts',
      ],
      use: { deployment: 'production', ignoreHTTPSErrors: true },
    },
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
