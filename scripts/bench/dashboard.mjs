// The bench's dashboard section (issue 48): how soon each part of the dashboard shows its content
// when opened by its address, against the Events view at /admin (the dashboard's view before the
// parts), and the attention strip on /admin. Part of `npm run bench`, after the people section (so
// the people lists hold thousands); `node scripts/bench/dashboard.mjs` runs it alone (it builds
// the stack and starts it on a throw-away FerretDB with 5,000 registrations).
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.mjs';
import { median, signIn } from './api-load.mjs';
import { reportAndExit } from './report.mjs';
/** @import { BrowserContext } from '@playwright/test' */

/**
 * What shows a part's content: `selector` (its table's first row), or its empty state's title.
 * @typedef {{ selector: string, empty?: string }} Shown
 * @typedef {{ name: string, path: string, shows: Shown[] }} View
 */

/**
 * A named table's first row, or its empty state's title (the tabs' own texts).
 * @param {string} label
 * @param {string} [empty]
 * @returns {Shown}
 */
const table = (label, empty) => ({ selector: `table[aria-label="${label}"] tbody tr`, empty });

/** The reference: Events at /admin, the dashboard's only view before its parts had addresses. */
const EVENTS = { name: 'Events', path: '/admin', shows: [table('Events', 'No events found')] };

/** @type {View[]} Every other part, by its address (admin-app's dashboard-paths.ts). */
const PARTS = [
  ...[
    ['Teachers', 'No teachers found'],
    ['Newsletters', 'No newsletters found. Click "Add New Newsletter" to create one.'],
    ['Webinars', 'No webinars found'],
    ['Testimonials', 'No testimonials found'],
  ].map(([name, empty]) => ({
    name,
    path: `/admin/content/${name.toLowerCase()}`,
    shows: [table(name, empty)],
  })),
  {
    name: 'Registrations',
    path: '/admin/people/registrations',
    shows: [table('Registrations', 'No registrations yet')],
  },
  // Messages open on the open ones.
  {
    name: 'Messages',
    path: '/admin/people/messages',
    shows: [table('Messages', 'No open messages')],
  },
  {
    name: 'Subscribers',
    path: '/admin/people/subscribers',
    shows: [table('Subscribers', 'No subscribers yet')],
  },
  {
    name: 'Staff',
    path: '/admin/staff',
    shows: [table('Admins'), table('Activity', 'Nothing recorded yet')],
  },
  {
    name: 'Trash',
    path: '/admin/trash',
    shows: [table('Deleted items', 'The trash is empty')],
  },
];

/** The strip shows nothing until its call has answered. */
const STRIP = { selector: '#attention-heading' };

/** Rounds after a first one that fills the browser's cache and warms the servers. */
const ROUNDS = 5;
const SHOWN_TIMEOUT_MS = 20_000;
const BUDGET = 1.25;

/**
 * In the page, from before its first script: on each frame, until every mark has shown, notes the
 * frame's time (ms from navigation start) at which each first showed.
 * @param {Record<string, Shown[]>} marks
 */
function noteWhenShown(marks) {
  /** @type {Record<string, number>} */
  const shownAt = {};
  Reflect.set(window, 'benchShownAt', shownAt);
  const laidOut = (/** @type {Element | null} */ element) =>
    element !== null && element.getClientRects().length > 0;
  const textShown = (/** @type {string} */ text) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.nodeValue?.trim() === text && laidOut(node.parentElement)) return true;
    return false;
  };
  const showing = (/** @type {Shown} */ { selector, empty }) =>
    laidOut(document.querySelector(selector)) || (empty !== undefined && textShown(empty));
  const names = Object.keys(marks);
  /** @param {number} time */
  const onFrame = (time) => {
    if (document.body)
      for (const name of names)
        if (!(name in shownAt) && marks[name].every(showing)) shownAt[name] = time;
    if (names.some((name) => !(name in shownAt))) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
}

/**
 * Opens `url` in a new tab of the signed-in browser and waits for every mark: their times, in ms
 * from the start of navigation.
 * @param {BrowserContext} context
 * @param {string} url
 * @param {Record<string, Shown[]>} marks
 * @returns {Promise<Record<string, number>>}
 */
async function openOnce(context, url, marks) {
  const page = await context.newPage();
  try {
    await page.addInitScript(noteWhenShown, marks);
    await page.goto(url, { waitUntil: 'commit' });
    const names = Object.keys(marks);
    const times = await page
      .waitForFunction(
        (expected) => {
          const shownAt = Reflect.get(window, 'benchShownAt');
          return expected.every((name) => shownAt?.[name] !== undefined) && shownAt;
        },
        names,
        { timeout: SHOWN_TIMEOUT_MS },
      )
      .catch(() => {
        throw new Error(`${url}: ${names.join(' and ')} not shown in ${SHOWN_TIMEOUT_MS} ms`);
      });
    return await times.jsonValue();
  } finally {
    await page.close();
  }
}

/**
 * A browser signed in as the bench's admin: the session cookie `signIn` got from the API, and the
 * user stored as the login page stores it (the shell checks it against the API as a page starts).
 * @param {import('@playwright/test').Browser} browser
 * @param {{ baseUrl: string, apiUrl: string, username: string, password: string }} options
 */
async function signedInContext(browser, { baseUrl, apiUrl, username, password }) {
  const headers = await signIn({ apiUrl, username, password });
  const answer = await fetch(`${apiUrl}/api/auth/user`, { headers });
  if (answer.status !== 200) throw new Error(`bench: /api/auth/user answered ${answer.status}`);
  const { user } = await answer.json();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(
    headers.Cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: baseUrl };
    }),
  );
  await context.addInitScript((stored) => {
    localStorage.setItem('auth_user', JSON.stringify({ state: { user: stored }, version: 0 }));
  }, user);
  return context;
}

/**
 * Each part's time to show its content, opened by its address in a new tab of one signed-in
 * browser at 1280 px, and the strip's on /admin. A first round fills the browser's cache (each
 * part's code is a chunk of its own) and warms the servers; then ROUNDS rounds, each opening every
 * part once in turn, so the machine's drift falls on all of them alike, and Events twice: every
 * ratio shares its median.
 * @param {{ baseUrl: string, apiUrl: string, username: string, password: string }} options
 */
export async function measureDashboard(options) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const context = await signedInContext(browser, options);
    const half = Math.ceil(PARTS.length / 2);
    const round = [EVENTS, ...PARTS.slice(0, half), EVENTS, ...PARTS.slice(half)];
    /** @type {Record<string, number[]>} */
    const runs = Object.fromEntries([...round.map(({ name }) => [name, []]), ['strip', []]]);
    for (let counted = 0; counted <= ROUNDS; counted++)
      for (const view of round) {
        const marks = { [view.name]: view.shows, ...(view === EVENTS && { strip: [STRIP] }) };
        const times = await openOnce(context, `${options.baseUrl}${view.path}`, marks);
        if (counted > 0) for (const [name, ms] of Object.entries(times)) runs[name].push(ms);
      }
    const reference = median(runs[EVENTS.name]);
    const figure = (/** @type {string} */ name) => ({
      runs: runs[name],
      medianMs: median(runs[name]),
      ratio: median(runs[name]) / reference,
    });
    return {
      events: figure(EVENTS.name),
      parts: PARTS.map(({ name, path }) => ({ name, path, ...figure(name) })),
      strip: figure('strip'),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Prints each part's runs; returns the rows for the bench's table.
 * @param {Awaited<ReturnType<typeof measureDashboard>>} figures
 * @returns {import('./report.mjs').Row[]}
 */
export function dashboardRows({ events, parts, strip }) {
  const ms = (/** @type {number[]} */ times) => times.map((time) => Math.round(time)).join(', ');
  /** @param {{ runs: number[], medianMs: number }} figure */
  const runsAndMedian = ({ runs, medianMs }) => `${ms(runs)}; median ${Math.round(medianMs)}`;
  console.log(
    `\nDashboard, each part opened by its address in a new tab (1280 px, signed in; ms from ` +
      `navigation start to its content shown, ${ROUNDS} rounds; Events twice a round):`,
  );
  console.log(`  ${EVENTS.path} Events (the reference): ${runsAndMedian(events)}`);
  // Both from the same loads: a strip shown after the table moves it down.
  const stripLater = strip.runs.filter((time, load) => time > events.runs[load]).length;
  console.log(
    `  ${EVENTS.path} attention strip: ${runsAndMedian(strip)}, ${strip.ratio.toFixed(2)} of ` +
      `Events; after the Events table in ${stripLater} of ${strip.runs.length} loads`,
  );
  for (const part of parts)
    console.log(`  ${part.path}: ${runsAndMedian(part)}, ${part.ratio.toFixed(2)} of Events`);
  const budget = `<= ${BUDGET.toFixed(2)}`;
  return [
    {
      figure: `${EVENTS.path} attention strip shown / Events view`,
      value: strip.ratio.toFixed(2),
      budget,
      pass: strip.ratio <= BUDGET,
    },
    ...parts.map((part) => ({
      figure: `${part.path} shown / Events view`,
      value: part.ratio.toFixed(2),
      budget,
      pass: part.ratio <= BUDGET,
    })),
  ];
}

/** `node scripts/bench/dashboard.mjs`: this section alone, with 5,000 registrations stored. */
async function main() {
  const { ensureChromium } = await import('../lib/setup.mjs');
  const { run } = await import('../lib/run.mjs');
  const { startBenchStack } = await import('./bench-stack.mjs');
  const { BUDGETED, storeRegistrations } = await import('./people.mjs');
  const mongoose = (await import('mongoose')).default;
  await ensureChromium();
  await run('npx', ['lerna', 'run', 'build', '--loglevel=warn'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const bench = await startBenchStack({ name: 'dashboard' });
  let rows;
  try {
    const connection = await mongoose.createConnection(bench.mongodbUri).asPromise();
    try {
      if (!connection.db) throw new Error('no database on the connection');
      await storeRegistrations(connection.db, 0, BUDGETED);
    } finally {
      await connection.close();
    }
    const figures = await measureDashboard({
      baseUrl: bench.baseUrl,
      apiUrl: bench.apiUrl,
      ...bench.admin,
    });
    rows = dashboardRows(figures);
  } finally {
    await bench.stop();
  }
  reportAndExit(rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
