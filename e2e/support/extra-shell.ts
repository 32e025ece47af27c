import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, rootDir, stopProcess, waitForPort } from '../../scripts/lib/run.mjs';

/** A second shell server with its own remote URLs, as if a remote were down or moved. */
export async function startExtraShell(
  remotes: { publicSiteUrl: string; adminAppUrl: string },
  env: Record<string, string> = {},
) {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/index.mjs'], {
    cwd: path.join(rootDir, 'shell'),
    env: {
      ...process.env,
      PORT: String(port),
      API_URL: process.env.E2E_API_URL,
      PUBLIC_SITE_URL: remotes.publicSiteUrl,
      ADMIN_APP_URL: remotes.adminAppUrl,
      ...env,
    },
    stdio: 'ignore',
  });
  await waitForPort(port, { child });
  return { url: `http://127.0.0.1:${port}`, child, stop: () => stopProcess(child) };
}

/** A URL on which nothing listens. */
export async function deadUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}
