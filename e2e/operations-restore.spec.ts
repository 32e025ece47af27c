import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { freePort, rootDir } from '../scripts/lib/run.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { createEventThroughApi } from './support/admin-events';
import { revealDeferredContent } from './support/deferred-content';
import { adminApi, ONE_PIXEL_PNG, openDashboard, uniqueSuffix } from './support/admin-session';
import { openHydrated } from './support/hydration';
import { expect, test } from './support/fixtures';

// Issue 35: a backup is only as good as its restore. The development stack's database is backed
// up and restored into a fresh database with the operator's commands (docs/operating.md), a
// second stack runs on the copy, and a visitor and the admin find it as it was.

const run = promisify(execFile);

/** `npm run <command> -- <file>` from the repository, against the database at `mongodbUri`. */
const npmRun = (command: 'backup' | 'restore', file: string, mongodbUri: string) =>
  run('npm', ['run', '--silent', command, '--', file], {
    cwd: rootDir,
    env: { ...process.env, MONGODB_URI: mongodbUri },
  });

/**
 * What a visitor reads on the page, and the pictures' addresses on it, once it is hydrated and
 * scrolled through: a section the server left to the scripts (a slow first read) has loaded too.
 */
async function pageAsSeen(page: Page, url: string) {
  await openHydrated(page, url);
  await revealDeferredContent(page);
  const main = page.getByRole('main');
  const pictures = await main
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => new URL((image as HTMLImageElement).src).pathname),
    );
  return { text: await main.innerText(), pictures };
}

test('after a restore into a fresh database, the site shows the same events and pictures, and the admin signs in', async ({
  page,
  request,
  browser,
}) => {
  // Two commands and a second stack of four servers.
  test.setTimeout(240_000);
  const original = process.env.E2E_MONGODB_URI!;
  const api = await adminApi(request);
  // An event with a picture of its own, so the archive carries an upload made by this run.
  const event = await createEventThroughApi(api, `Restored Retreat ${uniqueSuffix()}`, {
    image: ONE_PIXEL_PNG,
  });

  const dir = mkdtempSync(path.join(os.tmpdir(), 'da-boulder-restore-'));
  const archive = path.join(dir, 'site.tar.gz');
  // A database of its own, on the same server: nothing in it yet.
  const restored = `${original}_restored`;
  await npmRun('backup', archive, original);
  await npmRun('restore', archive, restored);

  const stack = await startStack({
    ports: {
      api: await freePort(),
      publicSite: await freePort(),
      adminApp: await freePort(),
      shell: await freePort(),
    },
    quiet: true,
    // No ADMIN_USERNAME: the admin who signs in below must come from the archive.
    env: { MONGODB_URI: restored, MAIL_DIR: path.join(dir, 'mail') },
  });
  const copy = stack.url;
  try {
    for (const pathname of ['/', '/events', `/events/${event.slug}`]) {
      const before = await pageAsSeen(page, pathname);
      const after = await pageAsSeen(page, `${copy}${pathname}`);
      expect(after.text, pathname).toBe(before.text);
      expect(after.pictures, pathname).toEqual(before.pictures);
      // Each uploaded picture is there, byte for byte (the others are the remote's own files).
      for (const picture of after.pictures.filter((src) => src.startsWith('/api/uploads/'))) {
        const [kept, back] = await Promise.all([
          request.get(picture),
          request.get(`${copy}${picture}`),
        ]);
        expect(back.status(), picture).toBe(200);
        expect(await back.body(), picture).toEqual(await kept.body());
      }
      if (pathname === `/events/${event.slug}`)
        expect(after.pictures.some((picture) => picture.startsWith('/api/uploads/'))).toBe(true);
    }

    // The admin's account came back with the rest: signing in on the copy works.
    const context = await browser.newContext({ baseURL: copy });
    await openDashboard(await context.newPage());
    await context.close();
  } finally {
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
