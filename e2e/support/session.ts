import type { Page } from '@playwright/test';

export const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' };

/**
 * Signs in through the API on the page's own origin (so the session cookie is the page's) and
 * stores the user the way the login page does, then reloads.
 */
export async function signInThroughApi(page: Page, credentials = ADMIN): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  if (!response.ok())
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const { user } = (await response.json()) as { user: unknown };
  // Let the page finish starting first: its auth store writes its own (signed-out) state once it
  // has checked it, which would overwrite the user stored here.
  await page.getByRole('banner').waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate((stored) => {
    localStorage.setItem('auth_user', JSON.stringify({ state: { user: stored }, version: 0 }));
  }, user);
  await page.reload();
}
