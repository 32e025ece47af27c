import type { Page } from '@playwright/test';

/**
 * Opens `path` and waits for its scripts to have run. A server-rendered page starts them only
 * after its first paint; until it is hydrated its links are plain links (a full page load, no
 * focus moved) and its buttons wait, disabled. Network idle (no request for 500 ms) comes after
 * the last chunk has arrived and hydrated.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}
