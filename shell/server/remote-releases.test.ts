/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { activateRelease, publishRelease, rollbackRelease } from '@da-boulder/server-kit/releases';
import { createReleasesHandler } from '../../server-kit/serve-releases.mjs';
import { watchRemotePreloads, type RemotePreloads } from './remote-preloads.mjs';

let remoteDir: string;
let server: Server;
let remoteUrl: string;

/** Publishes a build whose route tree's chunk is `chunk`. */
function publish(chunk: string, now: Date) {
  const dist = path.join(remoteDir, 'build');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'remoteEntry.js'), '');
  writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ exposes: [{ path: './routes', assets: { js: { sync: [chunk] } } }] }),
  );
  return publishRelease({ remoteDir, distDir: dist, now }).id;
}

/** Activates `id`: it exposes what the shell loads and shares nothing. */
function activate(id: string) {
  writeFileSync(path.join(remoteDir, 'shell-manifest.json'), '{}');
  activateRelease(remoteDir, id, {
    shellManifestFile: path.join(remoteDir, 'shell-manifest.json'),
  });
}

beforeEach(async () => {
  remoteDir = mkdtempSync(path.join(os.tmpdir(), 'remote-'));
  mkdirSync(path.join(remoteDir, 'dist'));
  writeFileSync(path.join(remoteDir, 'dist', 'remoteEntry.js'), '');
  writeFileSync(
    path.join(remoteDir, 'dist', 'mf-manifest.json'),
    JSON.stringify({ exposes: [{ path: './routes', assets: { js: { sync: ['dist.js'] } } }] }),
  );
  server = createServer(
    createReleasesHandler({
      distDir: path.join(remoteDir, 'dist'),
      releasesDir: path.join(remoteDir, 'releases'),
      allowedOrigins: [],
      pointerReadMs: 0,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(remoteDir, { recursive: true, force: true });
});

it("the shell reads and names the remote's active release, switching at its next reading", async () => {
  const a = publish('a.js', new Date('2026-01-01T00:00:00Z'));
  const b = publish('b.js', new Date('2026-01-02T00:00:00Z'));
  let latest: RemotePreloads | undefined;
  const watch = watchRemotePreloads({
    remotes: { public_site: remoteUrl },
    refreshMs: 50,
    onChange: (preloads) => (latest = preloads.public_site),
  });
  const until = async (url: string) => {
    while (latest?.url !== url) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  try {
    await watch.ready;
    // No release active: dist/, at the remote's own address, as without releases.
    expect(latest).toMatchObject({
      url: remoteUrl,
      start: [`${remoteUrl}/remoteEntry.js`, `${remoteUrl}/dist.js`],
    });
    activate(a);
    await until(`${remoteUrl}/releases/${a}`);
    expect(latest?.start).toEqual([
      `${remoteUrl}/releases/${a}/remoteEntry.js`,
      `${remoteUrl}/releases/${a}/a.js`,
    ]);
    activate(b);
    await until(`${remoteUrl}/releases/${b}`);
    expect(latest?.start[1]).toBe(`${remoteUrl}/releases/${b}/b.js`);
    rollbackRelease(remoteDir);
    await until(`${remoteUrl}/releases/${a}`);
    expect(latest?.start[1]).toBe(`${remoteUrl}/releases/${a}/a.js`);
  } finally {
    watch.stop();
  }
});
