import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse, Page, Response } from '@playwright/test';
import { rootDir } from '../../scripts/lib/run.mjs';
import { ADMIN, loginThroughForm, ONE_PIXEL_PNG, uniqueSuffix } from '../support/admin-session';
import { expect, test } from '../support/fixtures';
import { expectHydrated, serverReads } from '../support/hydration';
import { adminApi, EVENT_LISTS } from '../support/public-data';
import { stubExternalRequests } from '../support/public-network';

// What only the production deployment has: HTTPS through deploy/nginx.conf, Secure cookies,
// HSTS, the CSP as it ships. The journeys themselves (registration, login, content) run in this
// project too (playwright.config.ts), and no step of any may log a CSP violation (fixtures.ts).

type Headers = Record<string, string>;
const headersOf = (response: Response | APIResponse | null): Headers => response?.headers() ?? {};

/** The six headers every response of the site carries in production. */
function expectSecurityHeaders(headers: Headers) {
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
}

/** The page's CSP: its directives by name. */
function cspOf(headers: Headers): Map<string, string[]> {
  return new Map(
    (headers['content-security-policy'] ?? '').split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

function expectDocumentPolicy(headers: Headers, html: string) {
  expectSecurityHeaders(headers);
  const csp = cspOf(headers);
  const scriptSources = csp.get('script-src') ?? [];
  expect(scriptSources).toContain("'self'");
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  // Each inline script of the document is allowed by its own hash, and nothing else inline.
  const inlineScripts = [...html.matchAll(/<script>/g)].length;
  expect(inlineScripts).toBeGreaterThan(0);
  expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(
    inlineScripts,
  );
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('frame-src')).toContain('https://www.youtube-nocookie.com');
}

test('a public page comes over HTTPS with its loader data and every security header', async ({
  page,
  request,
}) => {
  await stubExternalRequests(page);
  // The shell waits 300 ms at most for a first read: ask once before, so a cold API just started
  // on a busy machine does not leave the read to the browser.
  for (const read of Object.values(EVENT_LISTS)) expect((await request.get(read)).ok()).toBe(true);
  const apiRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) apiRequests.push(sent.url());
  });
  const response = await page.goto('/events');
  const html = (await response?.text()) ?? '';
  expectDocumentPolicy(headersOf(response), html);
  expect(Object.keys(serverReads(html)).sort()).toEqual([EVENT_LISTS.past, EVENT_LISTS.upcoming]);
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // Hydrated with the loader's data from the page: no loader runs, so the API is asked nothing.
  await expectHydrated(page);
  expect(apiRequests).toEqual([]);

  // The shell's files, the remotes' files and the API's answers carry the headers too.
  // A rendered page starts the shell's entry from an inline script, after its first paint.
  const shellScript = /"(\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1] ?? '';
  expect(shellScript).not.toBe('');
  for (const path of [shellScript, '/api/cms/events', '/api/health', '/api/nowhere']) {
    expectSecurityHeaders(headersOf(await request.get(path)));
  }
  const remoteEntry = await request.get('/remotes/public-site/remoteEntry.js');
  expect(remoteEntry.status()).toBe(200);
  expectSecurityHeaders(headersOf(remoteEntry));
});

test('the dashboard document is never framed and runs only its own scripts', async ({ page }) => {
  const response = await page.goto('/admin');
  expectDocumentPolicy(headersOf(response), (await response?.text()) ?? '');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
});

test('source maps stay build artefacts: no script points at one and none is served', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (answer) => {
    if (answer.request().resourceType() === 'script') scripts.push(answer.url());
  });
  await page.goto('/');
  // A rendered page starts its scripts only after its first paint, so wait for them by name.
  await expect.poll(() => scripts.some((url) => url.includes('/remotes/public-site/'))).toBe(true);
  await expect.poll(() => scripts.some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  for (const url of scripts) {
    const script = await (await request.get(url)).text();
    expect(script).not.toContain('sourceMappingURL');
    const map = await request.get(`${url}.map`);
    expect(await map.text()).not.toContain('"mappings"');
    // Kept beside the build of the deployable that served it, for error tracking.
    const { pathname } = new URL(url);
    const workspace = /^\/remotes\/([^/]+)\//.exec(pathname)?.[1] ?? 'shell';
    const kept = path.join(rootDir, workspace, 'sourcemaps', `${path.basename(pathname)}.map`);
    expect(existsSync(kept)).toBe(true);
    // It describes the file as served, line for line (a banner added after it was made would
    // shift every stack trace by a line).
    const { mappings } = JSON.parse(readFileSync(kept, 'utf8')) as { mappings: string };
    expect(mappings.split(';').length, url).toBe(script.split('\n').length);
  }
});

test('plain HTTP is redirected to HTTPS', async ({ request }) => {
  const response = await request.get(`${process.env.E2E_PRODUCTION_HTTP_URL}/events?x=1`, {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/events\?x=1$/);
});

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'da_boulder.sid');
}

test('an admin signs in over HTTPS with a Secure, HttpOnly, SameSite=Lax cookie, and out again', async ({
  page,
  pageErrors,
}) => {
  const loginAnswer = page.waitForResponse((answer) => answer.url().endsWith('/api/auth/login'));
  await loginThroughForm(page, ADMIN);
  const login = await loginAnswer;
  expect(login.status()).toBe(200);
  expect(login.headers()['cache-control']).toBe('no-store');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Logged in as: e2e-admin (Admin)')).toBeVisible();
  expect(await sessionCookie(page)).toMatchObject({
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
  });
  const currentUser = await page.request.get('/api/auth/user');
  expect(currentUser.status()).toBe(200);
  expect(currentUser.headers()['cache-control']).toBe('no-store');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionCookie(page)).toBeUndefined();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect(pageErrors).toEqual([]);
});

test('uploads are served with the security headers, and writes from another site are refused', async ({
  request,
}) => {
  const api = await adminApi();
  const title = `Production Upload ${uniqueSuffix()}`;
  const created = await api.post('/api/cms/events', {
    multipart: {
      eventData: JSON.stringify({
        title,
        introText: 'Made by the production journeys.',
        description: 'Made by the production journeys.',
        month: 'December',
        date: '12',
        year: new Date().getFullYear() + 1,
        time: '7:00 PM',
        location: 'Boulder',
        facilitator: 'E2E Guide',
        facilitatorRole: 'teacher',
        isRecurring: false,
      }),
      image: { name: 'photo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
    },
  });
  expect(created.status()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string; imageUrl: string } };
  const image = await request.get(event.imageUrl);
  expect(image.headers()['content-type']).toBe('image/png');
  expectSecurityHeaders(image.headers());

  const crossSite = await api.delete(`/api/cms/events/${event.id}`, {
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
  });
  expect(crossSite.status()).toBe(403);
  expect((await request.get(event.imageUrl)).status()).toBe(200);
  expect((await api.delete(`/api/cms/events/${event.id}`)).status()).toBe(200);
  await api.dispose();
});
