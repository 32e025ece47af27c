// The bench's people section (issue 15): the dashboard's registrations list and its CSV export
// with 20,000 registrations stored. Part of `npm run bench`; `node scripts/bench/people.mjs` runs
// it alone (it builds the API and starts it on a throw-away FerretDB).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { residentMb, signIn } from './api-load.mjs';
import { reportAndExit } from './report.mjs';
/** @typedef {import('mongoose').mongo.Db} Db */

const STORED = 20_000;
const PAGE_SIZE = 50;
const EVENTS = Array.from({ length: 20 }, () => new mongoose.Types.ObjectId().toString());

/**
 * Registrations as the form stores them, a minute apart, newest last. Written through the driver,
 * so the list version is set afterwards, as the API's own writes do (api/src/db/list-version.ts).
 * @param {Db} db
 */
async function storeRegistrations(db) {
  const start = Date.now() - STORED * 60_000;
  for (let batch = 0; batch < STORED / 1000; batch++) {
    await db.collection('registrations').insertMany(
      Array.from({ length: 1000 }, (_, i) => {
        const n = batch * 1000 + i;
        const createdAt = new Date(start + n * 60_000);
        return {
          eventId: EVENTS[n % EVENTS.length],
          name: `Person Number ${n}`,
          email: `person${n}@example.org`,
          inDiamondHeartGroup: n % 3 === 0,
          diamondHeartGroupName: n % 3 === 0 ? 'Diamond Heart Nine' : '',
          additionalMessage: n % 5 === 0 ? 'Looking forward to it. Is there parking nearby?' : '',
          eventTitle: 'The Body and the Spiritual Journey',
          eventDate: 'October 23 2027',
          eventTime: '10:00 AM - 4:00 PM',
          eventLocation: 'Boulder Center',
          eventFacilitator: 'David Okafor',
          spam: false,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  }
  const listVersions =
    /** @type {import('mongoose').mongo.Collection<{ _id: string, version: string }>} */ (
      db.collection('list_versions')
    );
  await listVersions.updateOne(
    { _id: 'registrations' },
    { $set: { version: randomUUID() } },
    { upsert: true },
  );
}

/**
 * @param {() => Promise<unknown>} read
 * @param {number} [runs]
 */
async function medianMs(read, runs = 3) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/**
 * Downloads the CSV export while sampling the API's resident set every 20 ms.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {number | undefined} apiPid
 */
async function exportWhileSampling(url, headers, apiPid) {
  const before = residentMb(apiPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(apiPid))), 20);
  const started = Date.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(url, { headers });
    if (response.status !== 200 || !response.body)
      throw new Error(`CSV export answered ${response.status}`);
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.length;
      for (const byte of read.value) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, residentMb(apiPid));
  return {
    rows: lines - 1,
    bytes,
    seconds: (Date.now() - started) / 1000,
    rssBeforeMb: before,
    rssGrowthMb: peak - before,
  };
}

/**
 * How long one GET takes, in ms; throws unless it answers 200.
 * @param {string} url
 * @param {Record<string, string>} headers
 */
async function timedGet(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * Stores 20,000 registrations, then measures the admin's first page of 50: the first request
 * (which builds the API's list index), then p99 over 10 requests one at a time (one admin
 * reading), the events' registration counts (median of 5), and the CSV export of all of them
 * (the API's RSS growth while it streams). Also times the database's own two reads of a page,
 * which the list index spares the API on FerretDB.
 * @param {{ apiUrl: string, mongodbUri: string, username: string, password: string,
 *   apiPid: number | undefined }} options
 */
export async function measurePeople({ apiUrl, mongodbUri, username, password, apiPid }) {
  const connection = await mongoose.createConnection(mongodbUri).asPromise();
  try {
    const { db } = connection;
    if (!db) throw new Error('bench: the database connection has no database');
    await storeRegistrations(db);
    const registrations = db.collection('registrations');
    const people = { spam: { $ne: true } };
    const countMs = await medianMs(() => registrations.countDocuments(people));
    const pageMs = await medianMs(() =>
      registrations.find(people).sort({ createdAt: -1, _id: -1 }).limit(PAGE_SIZE).toArray(),
    );
    const headers = await signIn({ apiUrl, username, password });
    const listUrl = `${apiUrl}/api/cms/registrations?pageSize=${PAGE_SIZE}`;
    const firstMs = await timedGet(listUrl, headers);
    const list = await autocannon({
      url: listUrl,
      headers,
      connections: 1,
      amount: 10,
      timeout: 60,
    });
    const countsMs = await medianMs(
      () => timedGet(`${apiUrl}/api/cms/registrations/counts`, headers),
      5,
    );
    const csv = await exportWhileSampling(
      `${apiUrl}/api/cms/registrations/export.csv`,
      headers,
      apiPid,
    );
    return {
      countMs,
      pageMs,
      firstMs,
      countsMs,
      listP99: list.latency.p99,
      listMedian: list.latency.p50,
      listFailures: list.errors + list.timeouts + list.non2xx,
      csv,
    };
  } finally {
    await connection.close();
  }
}

/**
 * Prints what explains the figures; returns the rows for the bench's table.
 * @param {Awaited<ReturnType<typeof measurePeople>>} result
 * @returns {import('./report.mjs').Row[]}
 */
export function peopleRows(result) {
  const { csv } = result;
  console.log(`\nPeople (${STORED.toLocaleString('en')} registrations stored):`);
  console.log(
    `  the database alone, median of 3: count ${Math.round(result.countMs)} ms, newest page of ` +
      `${PAGE_SIZE} ${Math.round(result.pageMs)} ms (what each page cost before the API's list index)`,
  );
  console.log(
    `  first GET /api/cms/registrations?pageSize=${PAGE_SIZE} (builds the list index): ` +
      `${Math.round(result.firstMs)} ms`,
  );
  console.log(
    `  GET /api/cms/registrations?pageSize=${PAGE_SIZE}: median ${result.listMedian} ms, ` +
      `p99 ${result.listP99} ms over 10 requests`,
  );
  console.log(`  GET /api/cms/registrations/counts: median ${Math.round(result.countsMs)} ms of 5`);
  console.log(
    `  CSV export: ${csv.rows.toLocaleString('en')} rows, ${(csv.bytes / 1024 / 1024).toFixed(1)} MB ` +
      `in ${csv.seconds.toFixed(1)} s; API RSS ${csv.rssBeforeMb.toFixed(0)} MB before, ` +
      `+${csv.rssGrowthMb.toFixed(1)} MB at most while streaming`,
  );
  return [
    {
      figure: 'GET /api/cms/registrations p99, 20,000 stored',
      value: `${result.listP99} ms`,
      budget: '<= 50 ms',
      pass: result.listP99 <= 50,
    },
    {
      figure: 'GET /api/cms/registrations errors + non-2xx',
      value: result.listFailures,
      budget: '= 0',
      pass: result.listFailures === 0,
    },
    {
      figure: 'GET /api/cms/registrations/counts median, 20,000 stored',
      value: `${Math.round(result.countsMs)} ms`,
      budget: '<= 50 ms',
      pass: result.countsMs <= 50,
    },
    {
      figure: 'CSV export of 20,000 registrations: rows',
      value: csv.rows,
      budget: '= 20000',
      pass: csv.rows === STORED,
    },
    {
      figure: 'CSV export of 20,000: API RSS growth',
      value: `${csv.rssGrowthMb.toFixed(1)} MB`,
      budget: '< 50 MB',
      pass: csv.rssGrowthMb < 50,
    },
  ];
}

/** `node scripts/bench/people.mjs`: this section alone, on the API alone. */
async function main() {
  const { run, freePort } = await import('../lib/run.mjs');
  const { startLocalDb } = await import('../lib/local-db.mjs');
  const { startStack } = await import('../lib/stack.mjs');
  await run('npm', ['run', 'build', '--workspace', '@da-boulder/api']);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'da-boulder-bench-people-'));
  const database = await startLocalDb({ dataDir });
  const admin = { username: 'bench-admin', password: randomUUID() };
  const port = await freePort();
  const stack = await startStack({
    ports: { api: port, publicSite: 0, adminApp: 0, shell: 0 },
    only: ['api'],
    quiet: true,
    env: {
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      MONGODB_URI: database.uri('bench'),
      NODE_ENV: 'production',
      SESSION_SECRET: 'b'.repeat(48),
      SITE_URL: `http://127.0.0.1:${port}`,
      MAIL_DIR: path.join(dataDir, 'mail'),
    },
  });
  let rows;
  try {
    const result = await measurePeople({
      apiUrl: `http://127.0.0.1:${port}`,
      mongodbUri: database.uri('bench'),
      apiPid: stack.children[0].pid,
      ...admin,
    });
    rows = peopleRows(result);
  } finally {
    await stack.stop();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  reportAndExit(rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
