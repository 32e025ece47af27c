import type { Page } from '@playwright/test';
import { ADMIN, useKnownDevice } from './admin-session';

/**
 * Signs in through the API on the page's own origin (so the session cookie is the page's),
 * stores the user the way the login page does, and opens the page again: the stored user is read
 * as a page starts.
 */
export async function signInThroughApi(page: Page, credentials = ADMIN): Promise<void> {
  await useKnownDevice(page, credentials);
  const response = await page.request.post('/api/auth/login', { data: credentials });
  if (!response.ok())
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const { user } = (await response.json()) as { user: unknown };
  // Stored from a document of the same origin that runs no app (the API's health answer): a page
  // of the site's own would store its signed-out state once it has checked it, over this user.
  const back = page.url();
  await page.goto('/api/health');
  await page.evaluate((stored) => {
    localStorage.setItem('auth_user', JSON.stringify({ state: { user: stored }, version: 0 }));
  }, user);
  await page.goto(back);
}
