import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, rootDir, stopProcess, waitForPort } from '../scripts/lib/run.mjs';
import { expect, test } from './support/fixtures';
import { startExtraShell } from './support/extra-shell';

/** The public-site remote's server, as deployed, serving `root` on `port`. */
async function startRemote(root: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { serveRemote } from '@da-boulder/server-kit/serve-remote';
       serveRemote({ name: 'public-site', root: ${JSON.stringify(root)}, defaultPort: ${port} });`,
    ],
    { cwd: rootDir, stdio: 'ignore' },
  );
  await waitForPort(port, { child });
  return child;
}

test('a running shell renders, heads and answers pages with a new public-site build once the remote restarts with it: its loaders and actions too', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A deploy of its own: a copy of the built remote.
  const deployed = mkdtempSync(path.join(os.tmpdir(), 'public-site-deploy-'));
  cpSync(path.join(rootDir, 'public-site', 'dist'), deployed, { recursive: true });
  const port = await freePort();
  let remote = await startRemote(deployed, port);
  const shell = await startExtraShell(
    { publicSiteUrl: `http://127.0.0.1:${port}`, adminAppUrl: `http://127.0.0.1:${port}` },
    { REMOTE_MANIFEST_REFRESH_MS: '300' },
  );
  // What the server rendered, and nothing else: no script runs.
  const page = await browser.newPage({ javaScriptEnabled: false });
  // The page's heading (its rendered content) and its title (its head, which the public site
  // defines: a new title needs no shell deploy).
  const about = async () => {
    await page.goto(`${shell.url}/about`);
    return [await page.getByRole('heading', { level: 1 }).textContent(), await page.title()];
  };
  try {
    await expect
      .poll(about, { timeout: 15_000 })
      .toEqual(['Our Spiritual Path', 'About the Diamond Approach | Diamond Approach Boulder']);
    expect(await page.content()).not.toContain('/api/testimonials');

    // The next build changes the page; the remote's server restarts with it.
    await stopProcess(remote);
    const entry = path.join(deployed, 'server', 'remoteEntry.js');
    const built = readFileSync(entry, 'utf8');
    const renewed = built
      .replaceAll('Our Spiritual Path', 'Our Spiritual Path, Renewed')
      .replaceAll('About the Diamond Approach', 'About the Diamond Approach, Renewed')
      // Its routes change too: /about's loader reads the testimonials, and the subscribe form's
      // action moves on to the home page once sent.
      .replace("path: '/about',", "path: '/about', reads: ['/api/testimonials'],")
      .replace(
        /subscribe: \{(\s*)api: '\/api\/newsletter\/subscribe',/,
        "subscribe: {$1sentTo: '/',$1api: '/api/newsletter/subscribe',",
      );
    expect(renewed.match(/sentTo: '\/',|reads: \['\/api\/testimonials'\]/g)).toHaveLength(2);
    writeFileSync(entry, renewed);
    writeFileSync(path.join(deployed, 'server', 'build.json'), JSON.stringify({ id: 'renewed' }));
    remote = await startRemote(deployed, port);

    await expect
      .poll(about, { timeout: 15_000 })
      .toEqual([
        'Our Spiritual Path, Renewed',
        'About the Diamond Approach, Renewed | Diamond Approach Boulder',
      ]);
    // The new loader's read comes with the page, and the form goes where the new action sends it.
    expect(await page.content()).toContain('/api/testimonials');
    await page.goto(`${shell.url}/newsletter`);
    const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
    await form.getByLabel('Email').fill(`redeployed-${Date.now()}@example.org`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(`${shell.url}/?sent=subscribe`);
    await expect(page.getByText('Thank you for subscribing to our newsletter.')).toBeVisible();
    // The same shell process all along.
    expect(shell.child.exitCode).toBeNull();
  } finally {
    await page.close();
    await shell.stop();
    await stopProcess(remote);
    rmSync(deployed, { recursive: true, force: true });
  }
});
