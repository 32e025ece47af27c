import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freePort, rootDir, stopProcess, waitForPort } from '../scripts/lib/run.mjs';
import { expect, test } from './support/fixtures';
import { openDashboard } from './support/admin-session';
import { startExtraShell } from './support/extra-shell';
import { expectHydrated, openHydrated } from './support/hydration';
import { adminApi, createEvent, findStored, uniqueTag } from './support/public-data';

const OLD_HEADING = 'Our Spiritual Path';
const NEW_HEADING = 'Our Spiritual Path, Renewed';
/** What React says in the console when the server's HTML and the browser's render differ. */
const HYDRATION_MESSAGE = /hydrat|did not match|Minified React error #(418|423|425)/i;

/**
 * `npm run release -- <args>` in the deployed remote's folder, against the stack's API (activation
 * renders the public routes with it): what it printed.
 */
const release = (remoteDir: string, ...args: string[]) =>
  execFileSync(process.execPath, [path.join(rootDir, 'scripts', 'release.mjs'), ...args], {
    cwd: remoteDir,
    encoding: 'utf8',
    env: { ...process.env, API_URL: process.env.E2E_API_URL },
  });
const publishedId = (output: string) => /^published (\S+);/.exec(output)![1];

type Remote = 'public-site' | 'admin-app';

/**
 * A deploy of `remote` of its own: its build copied into a folder of its own, to be released from
 * there. Gives the folder.
 */
const deployOf = (remote: Remote) => {
  const remoteDir = mkdtempSync(path.join(os.tmpdir(), `${remote}-releases-`));
  cpSync(path.join(rootDir, remote, 'dist'), path.join(remoteDir, 'dist'), { recursive: true });
  return remoteDir;
};

/** The remote's server, as deployed in `remoteDir` (its dist/ and releases/). */
async function startRemote(remote: Remote, remoteDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { serveRemote } from '@da-boulder/server-kit/serve-remote';
       serveRemote({ name: '${remote}', root: ${JSON.stringify(path.join(remoteDir, 'dist'))}, defaultPort: ${port} });`,
    ],
    // The extra shell's origin is not known yet.
    { cwd: rootDir, stdio: 'ignore', env: { ...process.env, ALLOWED_ORIGINS: '*' } },
  );
  await waitForPort(port, { child });
  return child;
}

/** The next build: a heading changed from `from` to `to`, in its browser and server code alike. */
function buildRenewed(distDir: string, from = OLD_HEADING, to = NEW_HEADING) {
  for (const file of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(path.join(distDir, file), 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(path.join(distDir, file), text.replaceAll(from, to));
    // Its compressed copies were of the old text.
    rmSync(`${path.join(distDir, file)}.br`, { force: true });
    rmSync(`${path.join(distDir, file)}.gz`, { force: true });
  }
}

/** The release of `remote` a page was made with, as its document names it to the browser. */
const releaseNamed = (page: Page, remote: 'public_site' | 'admin_app' = 'public_site') =>
  page.evaluate(
    (name) => (window as unknown as { __REMOTES__: Record<string, string> }).__REMOTES__[name],
    remote,
  );

test('an open tab keeps its release after another is activated; a reload takes the new one; a rollback is back in seconds', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const remoteDir = deployOf('public-site');
  const distDir = path.join(remoteDir, 'dist');
  const a = publishedId(release(remoteDir));
  release(remoteDir, 'activate', a);
  buildRenewed(distDir);
  const b = publishedId(release(remoteDir));

  const port = await freePort();
  const remoteUrl = `http://127.0.0.1:${port}`;
  const remote = await startRemote('public-site', remoteDir, port);
  const shell = await startExtraShell({ publicSiteUrl: remoteUrl, adminAppUrl: remoteUrl });
  const page = await browser.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const hydrationMessages: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_MESSAGE.test(message.text())) hydrationMessages.push(message.text());
  });
  const remoteScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteUrl) && request.resourceType() === 'script')
      remoteScripts.push(request.url());
  });
  /** The about page's heading as a new visitor's page renders it on the server. */
  const freshHeading = async () => {
    const visitor = await browser.newPage({ javaScriptEnabled: false });
    try {
      await visitor.goto(`${shell.url}/about`);
      return await visitor.getByRole('heading', { level: 1 }).textContent();
    } finally {
      await visitor.close();
    }
  };
  try {
    await openHydrated(page, `${shell.url}/events`);
    expect(await releaseNamed(page)).toBe(`${remoteUrl}/releases/${a}`);

    release(remoteDir, 'activate', b);
    await expect.poll(freshHeading, { timeout: 10_000 }).toBe(NEW_HEADING);

    // The open tab goes on with release A: the teachers page's chunk is loaded from it, as is
    // the about page, with the heading it was built with.
    remoteScripts.length = 0;
    await page.getByRole('link', { name: 'Teachers', exact: true }).first().click();
    await expect(page).toHaveURL(`${shell.url}/teachers`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(remoteScripts.length).toBeGreaterThan(0);
    expect(remoteScripts.filter((url) => !url.startsWith(`${remoteUrl}/releases/${a}/`))).toEqual(
      [],
    );
    await page.locator('a[href="/about"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OLD_HEADING);

    // A full load is made with release B, on the server and in the browser.
    await page.reload();
    await expectHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADING);
    expect(await releaseNamed(page)).toBe(`${remoteUrl}/releases/${b}`);

    // Back to A within seconds: no rebuild, no restart.
    expect(release(remoteDir, 'rollback')).toBe(`rolled back; active: ${a}\n`);
    await expect.poll(freshHeading, { timeout: 10_000 }).toBe(OLD_HEADING);
    await openHydrated(page, `${shell.url}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OLD_HEADING);
    expect(await releaseNamed(page)).toBe(`${remoteUrl}/releases/${a}`);
    expect(shell.child.exitCode).toBeNull();

    expect(hydrationMessages).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await page.close();
    await shell.stop();
    await stopProcess(remote);
    rmSync(remoteDir, { recursive: true, force: true });
  }
});

test('an admin mid-edit keeps their release: the open dialog saves, another tab loads from it; a reload takes the new one', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const OLD_DASHBOARD = 'Content Dashboard';
  const NEW_DASHBOARD = 'Content Dashboard, Renewed';
  const remoteDir = deployOf('admin-app');
  const distDir = path.join(remoteDir, 'dist');
  const a = publishedId(release(remoteDir));
  release(remoteDir, 'activate', a);
  buildRenewed(distDir, `"${OLD_DASHBOARD}"`, `"${NEW_DASHBOARD}"`);
  const b = publishedId(release(remoteDir));

  const api = await adminApi();
  const title = `Release Retreat ${uniqueTag()}`;
  const event = await createEvent(api, { title });
  const port = await freePort();
  const remoteUrl = `http://127.0.0.1:${port}`;
  const remote = await startRemote('admin-app', remoteDir, port);
  const shell = await startExtraShell({
    publicSiteUrl: process.env.E2E_PUBLIC_SITE_URL!,
    adminAppUrl: remoteUrl,
  });
  const context = await browser.newContext({ baseURL: shell.url });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || HYDRATION_MESSAGE.test(message.text()))
      consoleErrors.push(message.text());
  });
  const remoteScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteUrl) && request.resourceType() === 'script')
      remoteScripts.push(request.url());
  });
  /** The admin-app release a new document is made with. */
  const documentRelease = async () => {
    const html = await (await fetch(`${shell.url}/login`)).text();
    return /"admin_app":"[^"]*\/releases\/([^"]+)"/.exec(html)?.[1];
  };
  const dashboardHeading = page.getByRole('heading', { level: 1 });
  try {
    await openDashboard(page);
    await expect(dashboardHeading).toHaveText(OLD_DASHBOARD);
    expect(await releaseNamed(page, 'admin_app')).toBe(`${remoteUrl}/releases/${a}`);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    const edited = `${title} Revised`;
    await edit.getByLabel('Title').fill(edited);

    release(remoteDir, 'activate', b);
    await expect.poll(documentRelease, { timeout: 10_000 }).toBe(b);

    // The open dialog saves what was typed, and it is stored.
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expect(
      page.getByText('Event updated successfully', { exact: true }).first(),
    ).toBeVisible();
    expect(await findStored('events', { slug: event.slug })).toMatchObject({ title: edited });

    // Another tab's chunk comes from the release the dashboard was opened with.
    remoteScripts.length = 0;
    await page.getByRole('tab', { name: 'Teachers' }).click();
    await expect(page.getByRole('button', { name: 'Add New Teacher' })).toBeVisible();
    expect(remoteScripts.length).toBeGreaterThan(0);
    expect(remoteScripts.filter((url) => !url.startsWith(`${remoteUrl}/releases/${a}/`))).toEqual(
      [],
    );
    await expect(dashboardHeading).toHaveText(OLD_DASHBOARD);

    // A reload is the new release.
    await page.reload();
    await expect(dashboardHeading).toHaveText(NEW_DASHBOARD);
    expect(await releaseNamed(page, 'admin_app')).toBe(`${remoteUrl}/releases/${b}`);

    // Rolled back within seconds.
    expect(release(remoteDir, 'rollback')).toBe(`rolled back; active: ${a}\n`);
    await expect.poll(documentRelease, { timeout: 10_000 }).toBe(a);
    await page.reload();
    await expect(dashboardHeading).toHaveText(OLD_DASHBOARD);

    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await api.delete(`/api/cms/events/${event.id}`);
    await api.dispose();
    await context.close();
    await shell.stop();
    await stopProcess(remote);
    rmSync(remoteDir, { recursive: true, force: true });
  }
});
