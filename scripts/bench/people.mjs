// The bench's people section (issues 15, 32 and 48): the dashboard's registrations list, its
// counts, the attention strip's call and the CSV export with 5,000 and then 20,000 registrations
// stored. Part of `npm run bench`;
// `node scripts/bench/people.mjs` runs it alone (it builds the API and starts it on a throw-away
// FerretDB).
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { residentMb, signIn } from './api-load.mjs';
import { reportAndExit } from './report.mjs';

/** Rows stored for the budgets, then for the figures printed beside them. */
export const BUDGETED = 5_000;
const STORED = 20_000;
const PAGE_SIZE = 50;
const EVENTS = Array.from({ length: 20 }, () => new mongoose.Types.ObjectId().toString());

/** The lists' version documents (api/src/db/list-version.ts), keyed by a string id. */
const listVersions = (/** @type {import('mongoose').mongo.Db} */ db) =>
  /** @type {import('mongoose').mongo.Collection<{ _id: string, list: string, version: string, at: Date }>} */ (
    db.collection('list_versions')
  );

/**
 * Registrations as the form stores them, a minute apart, newest last: rows `from` to `to`.
 * Written through the driver, as another process would, so every list's version is set afterwards
 * (api/src/db/list-version.ts).
 * @param {import('mongoose').mongo.Db} db
 * @param {number} from
 * @param {number} to
 */
export async function storeRegistrations(db, from, to) {
  const start = Date.now() - STORED * 60_000;
  for (let batch = from; batch < to; batch += 1000) {
    await db.collection('registrations').insertMany(
      Array.from({ length: Math.min(1000, to - batch) }, (_, i) => {
        const n = batch + i;
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
          status: 'confirmed',
          attendee: `${EVENTS[n % EVENTS.length]}:person${n}@example.org`,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  }
  await listVersions(db).updateOne(
    { _id: '*' },
    { $set: { list: '*', version: randomUUID(), at: new Date() } },
    { upsert: true },
  );
}

/**
 * @param {() => Promise<unknown>} read
 * @param {number} [runs]
 */
async function medianMs(read, runs = 3) {
  /** @type {number[]} */
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

/** @type {(times: number[], p: number) => number} */
const percentile = (times, p) =>
  [...times].sort((a, b) => a - b)[Math.ceil((times.length * p) / 100) - 1];

/**
 * One admin reading `url` 100 times, one request at a time.
 * @param {string} url
 * @param {Record<string, string>} headers
 */
async function readInTurn(url, headers) {
  const result = await autocannon({ url, headers, connections: 1, amount: 100, timeout: 60 });
  return {
    p99: result.latency.p99,
    median: result.latency.p50,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * With what is stored: the database's own count and newest page (what each read would cost
 * without the API's cache), the first list request (which fills the cache), then, after 100 reads
 * of each to warm the API, p99 over 100 list requests one at a time (one admin reading), over
 * 100 counts and over 100 attention calls (the dashboard's strip: it counts over the people lists'
 * caches), the first list read after deletes and cancels through the API (the cache puts its
 * own writes in place), and the first list read and attention call after a write by another
 * process (which makes them rescan).
 * @param {{ apiUrl: string, headers: Record<string, string>, db: import('mongoose').mongo.Db }} options
 */
async function measureLists({ apiUrl, headers, db }) {
  const registrations = db.collection('registrations');
  const people = { spam: { $ne: true } };
  const countMs = await medianMs(() => registrations.countDocuments(people));
  const pageMs = await medianMs(() =>
    registrations.find(people).sort({ createdAt: -1, _id: -1 }).limit(PAGE_SIZE).toArray(),
  );
  const listUrl = `${apiUrl}/api/cms/registrations?pageSize=${PAGE_SIZE}`;
  const attentionUrl = `${apiUrl}/api/cms/attention`;
  const firstMs = await timedGet(listUrl, headers);
  // A freshly started API compiles its hot code over its first requests; a running one has.
  for (let run = 0; run < 100; run++) {
    await timedGet(listUrl, headers);
    await timedGet(`${apiUrl}/api/cms/registrations/counts`, headers);
    // Not timedGet: a refused call is counted below, not thrown.
    await (await fetch(attentionUrl, { headers })).arrayBuffer();
  }
  const list = await readInTurn(listUrl, headers);
  const attention = await readInTurn(attentionUrl, headers);
  /** @type {number[]} */
  const counts = [];
  for (let run = 0; run < 100; run++)
    counts.push(await timedGet(`${apiUrl}/api/cms/registrations/counts`, headers));
  // A delete is taken out in place; a cancel (an update) reads its row back by `_id`. Each is of
  // a row this section stored and still confirmed: in the whole bench, the newest rows are the
  // registration rush's, some of them cancelled already.
  const ownUrl = `${listUrl}&eventId=${EVENTS[0]}&status=confirmed`;
  /** @type {Record<'delete' | 'cancel', number[]>} */
  const afterWrite = { delete: [], cancel: [] };
  for (const [kind, method, suffix] of /** @type {const} */ ([
    ['delete', 'DELETE', ''],
    ['cancel', 'POST', '/cancel'],
  ]))
    for (let run = 0; run < 3; run++) {
      const { id } = (await (await fetch(ownUrl, { headers })).json()).registrations[0];
      const url = `${apiUrl}/api/cms/registrations/${id}${suffix}`;
      const written = await fetch(url, { method, headers });
      if (written.status !== 200) throw new Error(`${method} ${url} answered ${written.status}`);
      afterWrite[kind].push(await timedGet(listUrl, headers));
    }
  const othersWrite = async () => {
    const oldest = await registrations.findOne({});
    if (oldest) await registrations.deleteOne({ _id: oldest._id });
    await listVersions(db).updateOne(
      { _id: 'registrations bench' },
      { $set: { list: 'registrations', version: randomUUID(), at: new Date() } },
      { upsert: true },
    );
  };
  await othersWrite();
  const afterOthersWriteMs = await timedGet(listUrl, headers);
  // The strip's call is often a page's first read: it rescans as the list does.
  await othersWrite();
  const attentionAfterOthersWriteMs = await timedGet(attentionUrl, headers);
  return {
    countMs,
    pageMs,
    firstMs,
    listP99: list.p99,
    listMedian: list.median,
    listFailures: list.failures,
    countsP99: percentile(counts, 99),
    attentionP99: attention.p99,
    attentionMedian: attention.median,
    attentionFailures: attention.failures,
    afterDeleteMax: Math.max(...afterWrite.delete),
    afterCancelMax: Math.max(...afterWrite.cancel),
    afterOthersWriteMs,
    attentionAfterOthersWriteMs,
  };
}

/**
 * Stores 5,000 registrations and measures the lists (measureLists), then 20,000 and measures
 * them again, and the CSV export of all of them (the API's RSS growth while it streams).
 * @param {{ apiUrl: string, mongodbUri: string, username: string, password: string, apiPid: number | undefined }} options
 */
export async function measurePeople({ apiUrl, mongodbUri, username, password, apiPid }) {
  const connection = await mongoose.createConnection(mongodbUri).asPromise();
  try {
    const { db } = connection;
    if (!db) throw new Error('no database on the connection');
    const headers = await signIn({ apiUrl, username, password });
    await storeRegistrations(db, 0, BUDGETED);
    const budgeted = await measureLists({ apiUrl, headers, db });
    await storeRegistrations(db, BUDGETED, STORED);
    const stored = await measureLists({ apiUrl, headers, db });
    const csv = await exportWhileSampling(
      `${apiUrl}/api/cms/registrations/export.csv`,
      headers,
      apiPid,
    );
    return {
      budgeted,
      stored,
      csvRows: await db.collection('registrations').countDocuments(),
      csv,
    };
  } finally {
    await connection.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof measureLists>>} ListFigures */

/**
 * Prints one size's figures.
 * @param {number} rows
 * @param {ListFigures} result
 */
function printLists(rows, result) {
  const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
  console.log(`\nPeople (${rows.toLocaleString('en')} registrations stored):`);
  console.log(
    `  the database alone, median of 3: count ${ms(result.countMs)}, newest page of ` +
      `${PAGE_SIZE} ${ms(result.pageMs)} (what each read would cost without the API's cache)`,
  );
  console.log(
    `  first GET /api/cms/registrations?pageSize=${PAGE_SIZE} (fills the cache): ${ms(result.firstMs)}`,
  );
  console.log(
    `  GET /api/cms/registrations?pageSize=${PAGE_SIZE}: median ${result.listMedian} ms, ` +
      `p99 ${result.listP99} ms over 100 requests`,
  );
  console.log(`  GET /api/cms/registrations/counts: p99 ${ms(result.countsP99)} of 100`);
  console.log(
    `  GET /api/cms/attention: median ${result.attentionMedian} ms, p99 ${result.attentionP99} ms ` +
      `over 100 requests`,
  );
  console.log(
    `  first list read after a write through the API, at most of 3: after a delete ` +
      `${ms(result.afterDeleteMax)}, after a cancel ${ms(result.afterCancelMax)}`,
  );
  console.log(
    `  first read after another process's write (a rescan): list ${ms(result.afterOthersWriteMs)}, ` +
      `attention ${ms(result.attentionAfterOthersWriteMs)}`,
  );
}

/**
 * Prints what explains the figures; returns the rows for the bench's table.
 * @param {Awaited<ReturnType<typeof measurePeople>>} figures
 */
export function peopleRows({ budgeted, stored, csvRows, csv }) {
  printLists(BUDGETED, budgeted);
  printLists(STORED, stored);
  console.log(
    `  CSV export: ${csv.rows.toLocaleString('en')} rows, ${(csv.bytes / 1024 / 1024).toFixed(1)} MB ` +
      `in ${csv.seconds.toFixed(1)} s; API RSS ${csv.rssBeforeMb.toFixed(0)} MB before, ` +
      `+${csv.rssGrowthMb.toFixed(1)} MB at most while streaming`,
  );
  const stored5k = '5,000 stored';
  return [
    {
      figure: `GET /api/cms/registrations p99, ${stored5k}`,
      value: `${budgeted.listP99} ms`,
      budget: '<= 50 ms',
      pass: budgeted.listP99 <= 50,
    },
    {
      figure: 'GET /api/cms/registrations errors + non-2xx',
      value: budgeted.listFailures + stored.listFailures,
      budget: '= 0',
      pass: budgeted.listFailures + stored.listFailures === 0,
    },
    {
      figure: `GET /api/cms/registrations/counts p99, ${stored5k}`,
      value: `${Math.round(budgeted.countsP99)} ms`,
      budget: '<= 50 ms',
      pass: budgeted.countsP99 <= 50,
    },
    {
      figure: `GET /api/cms/attention p99, ${stored5k}`,
      value: `${budgeted.attentionP99} ms`,
      budget: '<= 50 ms',
      pass: budgeted.attentionP99 <= 50,
    },
    {
      figure: 'GET /api/cms/attention errors + non-2xx',
      value: budgeted.attentionFailures + stored.attentionFailures,
      budget: '= 0',
      pass: budgeted.attentionFailures + stored.attentionFailures === 0,
    },
    {
      figure: `first list read after a write, ${stored5k}`,
      value: `${Math.round(Math.max(budgeted.afterDeleteMax, budgeted.afterCancelMax))} ms`,
      budget: '<= 300 ms',
      pass: Math.max(budgeted.afterDeleteMax, budgeted.afterCancelMax) <= 300,
    },
    {
      figure: 'CSV export of every registration: rows',
      value: csv.rows,
      budget: `= ${csvRows}`,
      pass: csv.rows === csvRows,
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
  const { run } = await import('../lib/run.mjs');
  const { startBenchStack } = await import('./bench-stack.mjs');
  await run('npm', ['run', 'build', '--workspace', '@da-boulder/api']);
  const bench = await startBenchStack({ name: 'people', only: ['api'] });
  let rows;
  try {
    const result = await measurePeople({
      apiUrl: bench.apiUrl,
      mongodbUri: bench.mongodbUri,
      apiPid: bench.stack.children[0].pid,
      ...bench.admin,
    });
    rows = peopleRows(result);
  } finally {
    await bench.stop();
  }
  reportAndExit(rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
