// API throughput against a bare node:http server on the same machine in the same run.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, rootDir, stopProcess, waitForPort } from '../lib/run.mjs';

const LOAD = { connections: 50, duration: 10 };

async function load(url) {
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
async function referenceBaseline(kind) {
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

const ROUNDS = 3;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The API's throughput as shares of the references'. A shared 2-core machine drifts by a third
 * within a minute, so one sample of each, taken a minute apart, compares the drift more than the
 * servers: every round measures the references and the API back to back, each figure is the
 * median of the rounds' ratios, and p99 and failures are the worst of all rounds.
 */
export async function compareThroughput({ healthUrl, reads }) {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bare = await referenceBaseline('node:http');
    const koa = await referenceBaseline('koa + router');
    const health = await load(healthUrl);
    const readResults = [];
    for (const read of reads) readResults.push(await load(read.url));
    rounds.push({ bare, koa, health, reads: readResults });
    console.log(
      `  round ${round + 1}: rps node:http ${Math.round(bare.rps)}, koa + router ${Math.round(koa.rps)}, ` +
        `health ${Math.round(health.rps)}, ` +
        readResults.map((r, i) => `${reads[i].name} ${Math.round(r.rps)}`).join(', '),
    );
  }
  const medianRatio = (pick) => median(rounds.map(pick));
  return {
    healthOverBare: medianRatio((r) => r.health.rps / r.bare.rps),
    koaOverBare: medianRatio((r) => r.koa.rps / r.bare.rps),
    reads: reads.map((read, i) => ({
      name: read.name,
      overHealth: medianRatio((r) => r.reads[i].rps / r.health.rps),
      p99: Math.max(...rounds.map((r) => r.reads[i].p99)),
      failures: rounds.reduce((sum, r) => sum + r.reads[i].errors + r.reads[i].non2xx, 0),
    })),
  };
}

/** Resident set size of a process in MB (Linux). */
export function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
