import type { APIRequestContext, Cookie, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { codeIn, mailFileTo, newestMailFile, SIGN_IN_CODE_SUBJECT } from './mail-files';

export const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' };

type Credentials = typeof ADMIN;

/**
 * The e2e admin's known browser on the production stack, where a browser new to an admin needs a
 * mailed code: global setup signed in once with the code, as a person does, and every sign-in as
 * the e2e admin carries the device cookie it got. The development stack asks for no code.
 */
const knownDevice = (): Cookie[] =>
  JSON.parse(process.env.E2E_PRODUCTION_ADMIN_DEVICE ?? '[]') as Cookie[];

/** The known device's cookies as a Cookie header, for an API context's login as the e2e admin. */
export const knownDeviceHeaders = (): Record<string, string> => {
  const cookies = knownDevice().map(({ name, value }) => `${name}=${value}`);
  return cookies.length > 0 ? { Cookie: cookies.join('; ') } : {};
};

/** Gives the page's browser the e2e admin's device cookie, when signing in as the e2e admin. */
export async function useKnownDevice(page: Page, credentials: Credentials): Promise<void> {
  if (credentials.username === ADMIN.username) await page.context().addCookies(knownDevice());
}

/** A short suffix that keeps this run's content apart from everyone else's. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs in through the login form and waits for the dashboard. */
export async function loginThroughForm(page: Page, credentials = ADMIN): Promise<void> {
  await useKnownDevice(page, credentials);
  await page.goto('/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Signs in on a browser new to the admin, on the production stack: the password, then the code
 * mailed to `email`, read from the mail file.
 */
export async function loginWithMailedCode(
  page: Page,
  credentials: Credentials,
  email: string,
): Promise<void> {
  const before = await newestMailFile(
    process.env.E2E_PRODUCTION_MAIL_DIR!,
    email,
    SIGN_IN_CODE_SUBJECT,
  );
  await loginThroughForm(page, credentials);
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  const mail = await mailFileTo(email, SIGN_IN_CODE_SUBJECT, before);
  await page.getByLabel(/^Code/).fill(codeIn(mail));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Signs an API context in on a device new to the admin, on the production stack: the password,
 * then the code mailed to `email`, as the login form's second step sends it.
 */
export async function apiLoginWithMailedCode(
  api: APIRequestContext,
  credentials: Credentials,
  email: string,
): Promise<void> {
  const mailDir = process.env.E2E_PRODUCTION_MAIL_DIR!;
  const before = await newestMailFile(mailDir, email, SIGN_IN_CODE_SUBJECT);
  const login = await api.post('/api/auth/login', { data: credentials });
  expect(await login.json()).toMatchObject({ verification: 'code-sent' });
  const code = codeIn(await mailFileTo(email, SIGN_IN_CODE_SUBJECT, before));
  expect((await api.post('/api/auth/verify-device', { data: { code } })).status()).toBe(200);
}

/** The dashboard's parts its navigation links to, besides Content (whose tabs are tabs). */
const NAVIGATION_PARTS = ['Content', 'Registrations', 'Messages', 'Subscribers', 'Staff', 'Trash'];

/** The dashboard's navigation: Content, People's three lists, Staff and the Trash. */
export const dashboardNavigation = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Dashboard' });

/**
 * Opens a part of the dashboard as an admin does: a people list or Staff from the navigation (the
 * menu's, on a narrow page), or one of Content's tabs.
 */
export async function openPart(page: Page, part: string): Promise<void> {
  if (!NAVIGATION_PARTS.includes(part)) {
    await page.getByRole('tab', { name: part }).click();
    return;
  }
  const navigation = dashboardNavigation(page);
  const menu = navigation.getByRole('button', { name: /^Dashboard menu/ });
  if (await menu.isVisible()) await menu.click();
  // A people list's link carries its held count ("Registrations 2 held").
  await navigation.getByRole('link', { name: new RegExp(`^${part}`) }).click();
}

/**
 * What the dashboard shows of a part: a content tab's panel, a people list ("People") or Staff.
 */
export const dashboardPart = (page: Page, part: 'People' | 'Staff' | 'Trash'): Locator =>
  page.getByRole('region', { name: part, exact: true });

/** Signs in as the e2e admin and opens the dashboard (optionally on one part or tab). */
export async function openDashboard(page: Page, part?: string): Promise<void> {
  await loginThroughForm(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Logged in as: e2e-admin (Admin)')).toBeVisible();
  if (part) await openPart(page, part);
}

/** An API session as the e2e admin, for setting up and cleaning up around a journey. */
export async function adminApi(request: APIRequestContext): Promise<APIRequestContext> {
  const response = await request.post('/api/auth/login', {
    data: ADMIN,
    headers: knownDeviceHeaders(),
  });
  expect(await response.json()).toHaveProperty('user');
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
