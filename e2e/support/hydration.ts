import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` and waits for its scripts to have run. A server-rendered page starts them only
 * after its first paint; until it is hydrated its links are plain links (a full page load, no
 * focus moved) and its buttons wait, disabled. On a busy machine that start can come after
 * 500 ms without a request, which Playwright already takes for network idle, hence the wait for
 * hydration first. Network idle then covers the chunks and reads that follow it.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
}

/**
 * Waits for the page's scripts to have taken over the server's HTML: the frame's menu button
 * (there at every width, hidden where the links fit) is enabled once hydrated.
 */
export async function expectHydrated(page: Page) {
  await expect(page.locator('header button[aria-haspopup="dialog"]')).toBeEnabled();
}
