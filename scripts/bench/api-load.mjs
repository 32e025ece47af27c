// API throughput against a bare node:http server on the same machine in the same run.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, rootDir, stopProcess, waitForPort } from '../lib/run.mjs';

const LOAD = { connections: 50, duration: 10 };

export async function load(url) {
  const result = await autocannon({ url, ...LOAD });
  return {
    url,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

// Reference servers, each in its own process like the API: served from the benchmark's process
// they would share one event loop with autocannon and look half as fast.
const REFERENCE_SERVERS = {
  // The ceiling for this machine.
  'node:http': `
    require('node:http')
      .createServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"status":"ok"}');
      })
      .listen(Number(process.env.PORT), '127.0.0.1');
  `,
  // What the framework alone costs, for reading the API's own ratio.
  'koa + router': `
    const Koa = require('koa');
    const Router = require('@koa/router');
    const app = new Koa();
    const router = new Router();
    router.get('/', (ctx) => { ctx.body = { status: 'ok' }; });
    app.use(router.routes()).use(router.allowedMethods());
    app.listen(Number(process.env.PORT), '127.0.0.1');
  `,
};

/** @param {keyof typeof REFERENCE_SERVERS} kind */
export async function referenceBaseline(kind) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', REFERENCE_SERVERS[kind]], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  try {
    await waitForPort(port, { child });
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    await stopProcess(child);
  }
}

/** Resident set size of a process in MB (Linux). */
export function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
