import { expect, test } from './support/fixtures';
import { deadUrl, startExtraShell } from './support/extra-shell';
import { openHydrated } from './support/hydration';

test('the home page renders content from the public-site remote', async ({ page, pageErrors }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(process.env.E2E_PUBLIC_SITE_URL!))
      remoteRequests.push(request.url());
  });
  // The page is server-rendered; the remote's scripts are asked for after its first paint.
  await openHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'greater presence and authenticity',
  );
  expect(remoteRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('/login renders content from the admin-app remote', async ({ page, pageErrors }) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(process.env.E2E_ADMIN_APP_URL!)) adminRequests.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  expect(adminRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the API is reachable through the shell on the same origin', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', db: 'up' });
});

test.describe('with the admin-app server down', () => {
  let shell: Awaited<ReturnType<typeof startExtraShell>>;
  test.beforeAll(async () => {
    shell = await startExtraShell({
      publicSiteUrl: process.env.E2E_PUBLIC_SITE_URL!,
      adminAppUrl: await deadUrl(),
    });
  });
  test.afterAll(async () => shell.stop());

  test('public pages still work and /login says the part is unavailable', async ({
    page,
    pageErrors,
  }) => {
    await page.goto(`${shell.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('greater presence');

    await page.goto(`${shell.url}/login`);
    await expect(
      page.getByRole('heading', { name: 'This part of the site is unavailable right now' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

test('the shell and both remotes share exactly one copy of React', async ({ page }) => {
  await page.addInitScript(() => {
    // The DevTools hook is told about every React renderer that starts: one per copy of react-dom.
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
    (window as unknown as { __renderers: unknown[] }).__renderers = renderers;
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login');
  await page
    .getByRole('link', { name: /Diamond Approach Boulder/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('greater presence');
  await page.evaluate(() => window.history.pushState({}, '', '/login'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();

  const report = await page.evaluate(() => {
    const federation = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, unknown> } }
    ).__FEDERATION__;
    const versions = new Set<string>();
    for (const scopes of Object.values(federation.__SHARE__)) {
      const react =
        (
          scopes as Record<
            string,
            Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>
          >
        ).default?.react ?? {};
      for (const [version, info] of Object.entries(react))
        if (info.loaded || info.lib) versions.add(version);
    }
    return {
      renderers: (window as unknown as { __renderers: unknown[] }).__renderers.length,
      roots: document.querySelectorAll('[data-reactroot], #root').length,
      loadedReactVersions: [...versions],
    };
  });
  expect(report.renderers).toBe(1);
  expect(report.roots).toBe(1);
  expect(report.loadedReactVersions).toHaveLength(1);
});

test.describe('static deployables', () => {
  test('remoteEntry.js is revalidated and allowed cross-origin only for the shell', async ({
    request,
  }) => {
    for (const remoteUrl of [process.env.E2E_PUBLIC_SITE_URL!, process.env.E2E_ADMIN_APP_URL!]) {
      const fromShell = await request.get(`${remoteUrl}/remoteEntry.js`, {
        headers: { Origin: process.env.E2E_BASE_URL! },
      });
      expect(fromShell.status()).toBe(200);
      expect(fromShell.headers()['cache-control']).toBe('no-cache');
      expect(fromShell.headers()['access-control-allow-origin']).toBe(process.env.E2E_BASE_URL);

      const fromElsewhere = await request.get(`${remoteUrl}/remoteEntry.js`, {
        headers: { Origin: 'https://elsewhere.example' },
      });
      expect(fromElsewhere.headers()['access-control-allow-origin']).toBeUndefined();
    }
  });

  test('hashed chunks are cached for a year (their source maps: production.spec.ts)', async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await openHydrated(page, '/');
    const hashed = scripts.filter((url) => /\.[0-9a-f]{10}\.js$/.test(url));
    expect(hashed.length).toBeGreaterThan(0);
    for (const url of hashed) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const shellPage = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(shellPage.headers()['cache-control']).toBe('no-cache');
  });
});
