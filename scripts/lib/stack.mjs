// Starts the four deployables as separate processes, as they run in production.
/** @import { ChildProcess } from 'node:child_process' */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { rootDir, stopProcess, waitForPort } from './run.mjs';

/**
 * `shellEnv` adds to or overrides the shell's own settings (remote URLs seen through a proxy, say).
 * `only` starts just the named deployables (a bench section that needs the API alone, say).
 * @param {{ ports: { api: number, publicSite: number, adminApp: number, shell: number },
 *           env: Record<string, string>, shellEnv?: Record<string, string>, quiet?: boolean,
 *           only?: string[] }} options
 */
export async function startStack({ ports, env, shellEnv = {}, quiet = false, only }) {
  const shellOrigins = [`http://127.0.0.1:${ports.shell}`, `http://localhost:${ports.shell}`].join(
    ',',
  );
  const base = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    // One for all of them: the shell signs its forms' rendering time with it, the API checks it.
    SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    ...env,
  };
  const services = [
    {
      name: 'api',
      cwd: 'api',
      args: ['dist/src/server.js'],
      port: ports.api,
      // glibc otherwise keeps a memory arena per thread that ever allocated (libvips, scrypt)
      // and rarely gives it back: a day of traffic measured 244 MB resident without, 193 with.
      env: { API_PORT: String(ports.api), MALLOC_ARENA_MAX: '2' },
    },
    {
      name: 'public-site',
      cwd: 'public-site',
      args: ['server.mjs'],
      port: ports.publicSite,
      env: { PORT: String(ports.publicSite), ALLOWED_ORIGINS: shellOrigins },
    },
    {
      name: 'admin-app',
      cwd: 'admin-app',
      args: ['server.mjs'],
      port: ports.adminApp,
      env: { PORT: String(ports.adminApp), ALLOWED_ORIGINS: shellOrigins },
    },
    {
      name: 'shell',
      cwd: 'shell',
      args: ['server/index.mjs'],
      port: ports.shell,
      env: {
        PORT: String(ports.shell),
        API_URL: `http://127.0.0.1:${ports.api}`,
        PUBLIC_SITE_URL: `http://127.0.0.1:${ports.publicSite}`,
        ADMIN_APP_URL: `http://127.0.0.1:${ports.adminApp}`,
        ...shellEnv,
      },
    },
  ];
  /** @type {ChildProcess[]} */
  const children = [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopProcess(child)));
  };
  try {
    for (const service of services.filter((s) => !only || only.includes(s.name))) {
      const child = spawn(process.execPath, service.args, {
        cwd: path.join(rootDir, service.cwd),
        env: { ...base, ...service.env },
        stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      });
      children.push(child);
      await waitForPort(service.port, { child, timeoutMs: 60_000 });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${ports.shell}`, children, stop };
}
