import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freePort, rootDir, stopProcess, waitForPort } from '../scripts/lib/run.mjs';
import { expect, test } from './support/fixtures';
import { startExtraShell } from './support/extra-shell';
import { expectHydrated, openHydrated } from './support/hydration';

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

/** The public-site remote's server, as deployed in `remoteDir` (its dist/ and releases/). */
async function startRemote(remoteDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { serveRemote } from '@da-boulder/shared-ui/serve-remote';
       serveRemote({ name: 'public-site', root: ${JSON.stringify(path.join(remoteDir, 'dist'))}, defaultPort: ${port} });`,
    ],
    // The extra shell's origin is not known yet.
    { cwd: rootDir, stdio: 'ignore', env: { ...process.env, ALLOWED_ORIGINS: '*' } },
  );
  await waitForPort(port, { child });
  return child;
}

/** The next build: the about page's heading changed, in its browser and server code alike. */
function buildRenewed(distDir: string) {
  for (const file of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(path.join(distDir, file), 'utf8');
    if (!text.includes(OLD_HEADING)) continue;
    writeFileSync(path.join(distDir, file), text.replaceAll(OLD_HEADING, NEW_HEADING));
    // Its compressed copies were of the old text.
    rmSync(`${path.join(distDir, file)}.br`, { force: true });
    rmSync(`${path.join(distDir, file)}.gz`, { force: true });
  }
}

/** The release a page was made with, as its document names it to the browser. */
const releaseNamed = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __REMOTES__: { public_site: string } }).__REMOTES__.public_site,
  );

test('an open tab keeps its release after another is activated; a reload takes the new one; a rollback is back in seconds', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A deploy of its own: the built remote in a folder of its own, released from there.
  const remoteDir = mkdtempSync(path.join(os.tmpdir(), 'public-site-releases-'));
  const distDir = path.join(remoteDir, 'dist');
  cpSync(path.join(rootDir, 'public-site', 'dist'), distDir, { recursive: true });
  const a = publishedId(release(remoteDir));
  release(remoteDir, 'activate', a);
  buildRenewed(distDir);
  const b = publishedId(release(remoteDir));

  const port = await freePort();
  const remoteUrl = `http://127.0.0.1:${port}`;
  const remote = await startRemote(remoteDir, port);
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
