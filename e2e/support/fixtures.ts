import { test as base, expect } from '@playwright/test';

/** Every page records uncaught errors; a journey fails if the page threw. */
export const test = base.extend<{ pageErrors: Error[] }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

export { expect };
