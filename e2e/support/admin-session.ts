import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' };

/** A short suffix that keeps this run's content apart from everyone else's. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs in through the login form and waits for the dashboard. */
export async function loginThroughForm(page: Page, credentials = ADMIN): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in as the e2e admin and opens the dashboard (optionally on one tab). */
export async function openDashboard(page: Page, tab?: string): Promise<void> {
  await loginThroughForm(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Logged in as: e2e-admin (Admin)')).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

/** An API session as the e2e admin, for setting up and cleaning up around a journey. */
export async function adminApi(request: APIRequestContext): Promise<APIRequestContext> {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  expect(response.ok()).toBe(true);
  return request;
}

/** A valid 1x1 PNG, so the API's byte sniffing accepts it as a raster image. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The smallest document the API's byte sniffing accepts as a PDF. */
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
