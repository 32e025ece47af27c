import { test as base, expect } from '@playwright/test';

/** Which running stack a project drives (see global-setup.ts). */
export type Deployment = 'development' | 'production';

/** What Chromium logs when a Content-Security-Policy or Permissions-Policy header says no. */
const SECURITY_POLICY_MESSAGE = /Content Security Policy|Permissions-Policy|Permissions Policy/i;

/**
 * Every page records uncaught errors; a journey fails if the page threw. Every journey also
 * fails if the browser logged a security-policy violation or a bad policy header at any step.
 */
export const test = base.extend<
  { pageErrors: Error[]; securityPolicyMessages: string[] },
  { deployment: Deployment }
>({
  deployment: ['development', { option: true, scope: 'worker' }],
  baseURL: async ({ deployment }, use) => {
    await use(
      deployment === 'production' ? process.env.E2E_PRODUCTION_BASE_URL : process.env.E2E_BASE_URL,
    );
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
  securityPolicyMessages: [
    async ({ page }, use) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (SECURITY_POLICY_MESSAGE.test(message.text())) messages.push(message.text());
      });
      await use(messages);
      expect(messages, 'security-policy messages in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Where the current project's stack takes direct API calls, serves its pages (`siteUrl`) and keeps
 * its data. In production the API is only reachable through nginx and the shell, over HTTPS with
 * this run's certificate.
 */
export function currentStack() {
  const { deployment } = test.info().project.use as { deployment?: Deployment };
  return deployment === 'production'
    ? {
        apiUrl: process.env.E2E_PRODUCTION_BASE_URL!,
        siteUrl: process.env.E2E_PRODUCTION_BASE_URL!,
        mongodbUri: process.env.E2E_PRODUCTION_MONGODB_URI!,
        ignoreHTTPSErrors: true,
      }
    : {
        apiUrl: process.env.E2E_API_URL!,
        siteUrl: process.env.E2E_BASE_URL!,
        mongodbUri: process.env.E2E_MONGODB_URI!,
        ignoreHTTPSErrors: false,
      };
}

export { expect };
