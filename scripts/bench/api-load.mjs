// API throughput against a bare node:http server on the same machine in the same run.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { freePort, rootDir, stopProcess, waitForPort } from '../lib/run.mjs';

const LOAD = { connections: 50, duration: 10 };

/** @param {string} url */
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

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The API's throughput as shares of the references'. A shared 2-core machine drifts by a third
 * within a minute, so one sample of each, taken a minute apart, compares the drift more than the
 * servers: every round measures the references and the API back to back, each figure is the
 * median of the rounds' ratios, and p99 and failures are the worst of all rounds.
 * @param {{ healthUrl: string, reads: { name: string, url: string }[] }} options
 */
export async function compareThroughput({ healthUrl, reads }) {
  /** @typedef {Awaited<ReturnType<typeof load>>} Load */
  /** @type {{ bare: Load, koa: Load, health: Load, reads: Load[] }[]} */
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
  /** @param {(round: (typeof rounds)[number]) => number} pick */
  const medianRatio = (pick) => median(rounds.map(pick));
  return {
    healthOverBare: medianRatio((r) => r.health.rps / r.bare.rps),
    healthOverKoa: medianRatio((r) => r.health.rps / r.koa.rps),
    koaOverBare: medianRatio((r) => r.koa.rps / r.bare.rps),
    reads: reads.map((read, i) => ({
      name: read.name,
      overHealth: medianRatio((r) => r.reads[i].rps / r.health.rps),
      p99: Math.max(...rounds.map((r) => r.reads[i].p99)),
      failures: rounds.reduce((sum, r) => sum + r.reads[i].errors + r.reads[i].non2xx, 0),
    })),
  };
}

/**
 * Photo-like noise: it compresses as badly as a photograph, so each file is a few MB.
 * @param {number} width
 * @param {number} height
 * @param {number} shade
 */
function photo(width, height, shade) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: shade, g: 120, b: 140 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  }).blur(1.2);
}

/** What admins upload: phone and camera JPEGs (one stored sideways, as phones do) and a PNG. */
async function samplePhotos() {
  return [
    {
      name: 'phone.jpg',
      type: 'image/jpeg',
      bytes: await photo(4032, 3024, 90).jpeg({ quality: 88 }).toBuffer(),
    },
    {
      name: 'camera.jpg',
      type: 'image/jpeg',
      bytes: await photo(6000, 4000, 110).jpeg({ quality: 80 }).toBuffer(),
    },
    { name: 'scan.png', type: 'image/png', bytes: await photo(2400, 1600, 130).png().toBuffer() },
    {
      name: 'upright.jpg',
      type: 'image/jpeg',
      bytes: await photo(4032, 3024, 150)
        .jpeg({ quality: 85 })
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    },
  ];
}

const UPLOADS = { count: 30, concurrency: 2 };

/**
 * A day of content editing: an admin signs in and, two at a time, creates events with a photo
 * of a few MB (stored with its WebP copies), views a copy and the original, and deletes the
 * event again. Run before the RSS is read: image work is what raised the API's resident set
 * after a day (450-500 MB), which the read loads alone never show. The API must run with
 * ADMIN_USERNAME and ADMIN_PASSWORD; the headers are what the shell sends on HTTPS.
 * @param {{ apiUrl: string, username: string, password: string }} admin
 */
export async function uploadLoad({ apiUrl, username, password }) {
  const admin = await signIn({ apiUrl, username, password });
  const photos = await samplePhotos();
  const started = Date.now();
  let next = 0;
  let failures = 0;
  const uploadOne = async (/** @type {number} */ index) => {
    const file = photos[index % photos.length];
    const form = new FormData();
    form.append('eventData', JSON.stringify({ title: `Bench upload ${index}`, eventDate: null }));
    // A copy: a Blob takes no view that may be of shared memory, as a Buffer's type allows.
    form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const created = await fetch(`${apiUrl}/api/cms/events`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
    const { event } = await created.json();
    if (created.status !== 201 || !event?.imageSrcSet) return false;
    for (const url of [`${event.imageUrl}?w=960`, event.imageUrl])
      if ((await (await fetch(`${apiUrl}${url}`)).arrayBuffer()).byteLength === 0) return false;
    const deleted = await fetch(`${apiUrl}/api/cms/events/${event.id}`, {
      method: 'DELETE',
      headers: admin,
    });
    await deleted.arrayBuffer();
    return deleted.status === 200;
  };
  await Promise.all(
    Array.from({ length: UPLOADS.concurrency }, async () => {
      while (next < UPLOADS.count) {
        if (!(await uploadOne(next++).catch(() => false))) failures++;
      }
    }),
  );
  return { uploads: UPLOADS.count, failures, seconds: (Date.now() - started) / 1000 };
}

/**
 * Signs in to the API as the shell would pass it a visitor on HTTPS: the headers an admin's
 * requests carry afterwards, session cookie included.
 * @param {{ apiUrl: string, username: string, password: string }} admin
 * @returns {Promise<Record<string, string>>}
 */
export async function signIn({ apiUrl, username, password }) {
  const headers = { 'X-Forwarded-Proto': 'https', 'X-Real-IP': '127.0.0.1' };
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (login.status !== 200) throw new Error(`bench: sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { ...headers, Cookie: cookie };
}

/**
 * Resident set size of a process in MB (Linux).
 * @param {number | undefined} pid undefined for a process that never started
 */
export function residentMb(pid) {
  if (pid === undefined) throw new Error('bench: no process to measure');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
