// Small process helpers shared by the start, test and bench scripts.
/** @import { ChildProcess, SpawnOptions, SpawnOptionsWithoutStdio } from 'node:child_process' */
import { spawn } from 'node:child_process';
import net from 'node:net';

export const rootDir = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/**
 * Runs a command to completion, inheriting stdio; rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: rootDir, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Runs a command and returns its standard output.
 * @param {string} command
 * @param {string[]} args
 * @param {SpawnOptionsWithoutStdio} [options]
 * @returns {Promise<string>}
 */
export function capture(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: rootDir, ...options });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')}: ${err.trim()}`)),
    );
  });
}

/**
 * Asks the OS for a free TCP port on 127.0.0.1.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // Listening on a TCP port, the address is an object (a string only for a pipe).
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once something accepts TCP connections on host:port; fails early if `child` exits.
 * @param {number} port
 * @param {{ host?: string, timeoutMs?: number, child?: ChildProcess }} [options]
 */
export async function waitForPort(port, { host = '127.0.0.1', timeoutMs = 30_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`nothing listened on ${host}:${port} within ${timeoutMs} ms`);
}

/**
 * Stops a child process: SIGTERM, then SIGKILL if it has not exited after a grace period.
 * @param {ChildProcess | undefined} child
 * @param {number} [graceMs]
 * @returns {Promise<void>}
 */
export function stopProcess(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
