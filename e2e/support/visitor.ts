import type { Browser } from '@playwright/test';
import { currentStack } from './fixtures';
import { openHydrated } from './hydration';
import { stubExternalRequests } from './public-network';

/** A visitor of their own (own browser context) on this run's site, at `path`, hydrated. */
export async function visitor(browser: Browser, baseURL: string | undefined, path: string) {
  const { ignoreHTTPSErrors } = currentStack();
  const page = await (await browser.newContext({ baseURL, ignoreHTTPSErrors })).newPage();
  await stubExternalRequests(page);
  await openHydrated(page, path);
  return page;
}
