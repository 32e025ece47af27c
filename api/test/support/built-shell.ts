import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, rootDir, stopProcess, waitForPort } from '../../../scripts/lib/run.mjs';
import type { TestApp } from './test-app';

/** What the shell needs to render the public-site remote's pages on the server. */
const BUILT = [
  path.join(rootDir, 'shell', 'dist', 'shell.html'),
  path.join(rootDir, 'shell', 'dist-server', 'render-page.js'),
  path.join(rootDir, 'public-site', 'dist', 'server', 'remoteEntry.js'),
];

/**
 * The deployables as they run, from their builds: the public-site remote's server and the shell's
 * in front of it and of an API. A test file starts them once and stops them at its end.
 */
export function builtShell() {
  const children: ChildProcess[] = [];
  /** What the servers wrote: their log lines. */
  let output = '';
  const start = async (file: string, env: Record<string, string>) => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(rootDir, file)], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    children.push(child);
    await waitForPort(port, { child });
    return `http://127.0.0.1:${port}`;
  };
  return {
    /** Everything the shell's and the remote's servers have logged. */
    output: () => output,
    /**
     * Starts both in front of `app` served at `apiUrl`, with `env` (LOG_LEVEL, say); answers the
     * shell's URL.
     */
    async start(app: TestApp, apiUrl: string, env: Record<string, string> = {}): Promise<string> {
      const missing = BUILT.filter((file) => !existsSync(file));
      if (missing.length)
        throw new Error(`Build first (npm test does): missing ${missing.join(', ')}`);
      const remoteUrl = await start('public-site/server.mjs', env);
      return start('shell/server/index.mjs', {
        SITE_URL: 'https://example.org',
        PUBLIC_SITE_URL: remoteUrl,
        API_URL: apiUrl,
        SESSION_SECRET: app.config.sessionSecret,
        ...env,
      });
    },
    stopAll: () => Promise.all(children.map((child) => stopProcess(child))),
  };
}

/**
 * A page once the shell has loaded the remote's server build and rendered it (loader data and
 * JSON-LD included).
 */
export async function renderedPage(shellUrl: string, pathname: string) {
  for (let tries = 1; ; tries += 1) {
    const response = await fetch(`${shellUrl}${pathname}`);
    const html = await response.text();
    const timing = response.headers.get('server-timing') ?? '';
    if (timing.startsWith('render') || timing === 'cache') return html;
    if (tries === 100) throw new Error(`${pathname} was not rendered on the server`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
