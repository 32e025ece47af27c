// `npm run bench`: measures the built stack against the performance budgets (issue 7) and
// prints a table of figure, budget and pass/fail. Exits 0 only when every budget holds.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureFerretDb, ensureNpmPackages } from './lib/setup.mjs';
import { run } from './lib/run.mjs';

await ensureNpmPackages();
await ensureFerretDb();
await ensureChromium();
const { startBenchStack } = await import('./bench/bench-stack.mjs');
const { measurePageWeight } = await import('./bench/page-weight.mjs');
const { compareThroughput, residentMb, signIn, uploadLoad } = await import('./bench/api-load.mjs');
const { auditPage } = await import('./bench/lighthouse.mjs');
const { measureHostile } = await import('./bench/hostile.mjs');
const { measureFirstActions, primaryActions } = await import('./bench/first-action.mjs');
const { measurePeople, peopleRows } = await import('./bench/people.mjs');
const { dashboardRows, measureDashboard } = await import('./bench/dashboard.mjs');
const { measureRegistrationRush } = await import('./bench/registration-rush.mjs');
const { pageFormTime } = await import('./bench/form-time.mjs');
const { reportAndExit } = await import('./bench/report.mjs');

const { cachedPageThroughput, renderTimes, startStaticControls } =
  await import('./bench/server-render.mjs');

/**
 * Every public route of SPEC §2: the indexed pages (one list, the sitemap's), one event, one
 * webinar, one register page, the token pages as a new subscriber's mail links them, /login and
 * an unknown path.
 * @param {{ indexedPages: readonly string[], eventSlug: string, webinarSlug: string,
 *   newsletterLinks: { confirm: string, unsubscribe: string } }} site
 */
const publicRoutes = ({ indexedPages, eventSlug, webinarSlug, newsletterLinks }) => [
  ...indexedPages,
  `/events/${eventSlug}`,
  '/events/diamond-heart-ten-new-group',
  `/register/${eventSlug}`,
  `/webinars/${webinarSlug}`,
  newsletterLinks.confirm,
  newsletterLinks.unsubscribe,
  '/login',
  '/no/such/page',
];

/** Pages that ask not to be indexed (issue 17): their SEO score lacks is-crawlable on purpose. */
const NOT_INDEXED = ['/newsletter/confirm', '/newsletter/unsubscribe', '/login', '/no/such/page'];

/** The not-found page answers 404 on purpose (issue 31): Lighthouse's SEO counts that against it. */
const NOT_FOUND = '/no/such/page';

/**
 * Blocking time the page's scripts may add to what the static control of the same run blocks:
 * this machine alone puts the script-free copy at 30-370 ms, so an absolute budget measured the
 * machine, not the page (issue 31).
 */
const TBT_OVER_CONTROL_MS = 100;

/** Rendered in the browser by design (issue 18): its LCP has no static floor to be held to. */
const CLIENT_RENDERED = ['/login'];

/**
 * The confirm and unsubscribe links a new subscriber is mailed: a made-up token would have the
 * confirm page's request refused (a console error), which no subscriber's link does.
 * @param {{ apiUrl: string, shellUrl: string, mailDir: string }} options
 */
async function newsletterLinks({ apiUrl, shellUrl, mailDir }) {
  const email = `bench-reader-${randomUUID()}@example.org`;
  const formIssuedAt = await pageFormTime(shellUrl, '/newsletter', 'subscribe');
  const subscribed = await fetch(`${apiUrl}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, name: '', website: '', formIssuedAt }),
  });
  if (!subscribed.ok) throw new Error(`subscribing for the token pages: ${subscribed.status}`);
  // Mail leaves through the outbox, so it may take a moment. Quoted-printable: soft line breaks
  // out, '=' back.
  const mailTo = () =>
    (existsSync(mailDir) ? readdirSync(mailDir, { withFileTypes: true }) : [])
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(path.join(mailDir, entry.name), 'utf8'))
      .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .find((text) => text.includes(email));
  let mail = mailTo();
  for (let wait = 0; !mail && wait < 50; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    mail = mailTo();
  }
  const link = (/** @type {string} */ page) =>
    new RegExp(`/newsletter/${page}\\?token=[\\w.-]+`).exec(mail ?? '')?.[0];
  const confirm = link('confirm');
  const unsubscribe = link('unsubscribe');
  if (!confirm || !unsubscribe) throw new Error(`no newsletter links mailed to ${email}`);
  return { confirm, unsubscribe };
}

await run('npx', ['lerna', 'run', 'build', '--loglevel=warn'], {
  env: { ...process.env, NODE_ENV: 'production' },
});

const bench = await startBenchStack({ name: 'db' });
const { ports, admin, mailDir, stack, baseUrl, apiUrl } = bench;

/**
 * A webinar's slug for the webinar page: the first listed, else one made for the bench.
 * @param {{ apiUrl: string, username: string, password: string }} admin
 * @returns {Promise<string>}
 */
async function benchWebinar({ apiUrl, username, password }) {
  const { webinars = [] } = await (await fetch(`${apiUrl}/api/webinars`)).json();
  if (webinars[0]?.slug) return webinars[0].slug;
  const headers = await signIn({ apiUrl, username, password });
  const created = await fetch(`${apiUrl}/api/cms/webinars`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: 'Presence in Daily Life',
      description: 'A talk on **presence** in the middle of an ordinary day.',
      presenter: 'A Teacher',
      videoUrl: '',
      thumbnailUrl: '',
      year: 2025,
      month: 'March',
      tags: ['presence'],
    }),
  });
  return (await created.json()).webinar.slug;
}

/** @type {import('./bench/report.mjs').Row[]} */
const rows = [];
/**
 * @param {string} figure
 * @param {string | number} value
 * @param {string} budget
 * @param {boolean} pass
 */
const check = (figure, value, budget, pass) => rows.push({ figure, value, budget, pass });
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** What stopped a section or the run, in a failing row's words. */
const failure = (/** @type {unknown} */ error) =>
  error instanceof Error ? error.message : String(error);
/**
 * Runs a section whose figures depend on the data before it: one that throws is a failing row,
 * and the sections after it are still measured.
 * @param {string} name
 * @param {() => Promise<void>} measure
 */
async function section(name, measure) {
  try {
    await measure();
  } catch (error) {
    console.error(error);
    check(`${name} ran to its end`, failure(error), 'yes', false);
  }
}

try {
  const weight = await measurePageWeight({
    baseUrl,
    publicSiteUrl: `http://127.0.0.1:${ports.publicSite}`,
    adminAppUrl: `http://127.0.0.1:${ports.adminApp}`,
    path: '/',
  });
  console.log('\nJavaScript for the first view of / (gzip):');
  for (const chunk of weight.chunks)
    console.log(`  ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.origin.padEnd(11)} ${chunk.url}`);
  check(
    'JS for first view of / (gzip)',
    kb(weight.totalGzipBytes),
    '<= 140 KB',
    weight.totalGzipBytes <= 140 * 1024,
  );
  check('federation runtime copies', weight.runtimeCopies, '= 1', weight.runtimeCopies === 1);
  for (const size of weight.remoteEntryGzipBytes)
    check('remoteEntry.js (gzip)', kb(size), '<= 15 KB', size <= 15 * 1024);
  check('admin-app bytes on /', weight.adminBytes, '= 0', weight.adminBytes === 0);
  check('requests to load /', weight.requests, '<= 20', weight.requests <= 20);

  /** @type {{ events?: { slug: string, registrationNeeded?: boolean }[] }} */
  const events = await (await fetch(`${apiUrl}/api/cms/events`)).json();
  const slug = events.events?.[0]?.slug ?? 'diamond-heart-ten-new-group';
  const registerSlug = events.events?.find((event) => event.registrationNeeded)?.slug ?? slug;
  console.log(`\nAPI throughput (autocannon, 50 connections, 10 s per figure):`);
  const throughput = await compareThroughput({
    healthUrl: `${apiUrl}/api/health`,
    reads: [
      { name: 'GET /api/cms/events', url: `${apiUrl}/api/cms/events` },
      { name: 'GET /api/events/slug/:slug', url: `${apiUrl}/api/events/slug/${slug}` },
    ],
  });
  console.log(
    `  medians: koa + router ${throughput.koaOverBare.toFixed(2)} of node:http (the framework's ` +
      `own ceiling here), health ${throughput.healthOverBare.toFixed(2)} of node:http`,
  );
  // Against what the framework itself reaches in the same round: a fixed share of node:http
  // sat at Koa's own ceiling here, so noise alone failed it.
  check(
    'health / bare Koa + router (rps)',
    throughput.healthOverKoa.toFixed(2),
    '>= 0.95',
    throughput.healthOverKoa >= 0.95,
  );
  for (const read of throughput.reads) {
    check(
      `${read.name} / health (rps)`,
      read.overHealth.toFixed(2),
      '>= 0.50',
      read.overHealth >= 0.5,
    );
    check(`${read.name} p99 latency`, `${read.p99} ms`, '<= 50 ms', read.p99 <= 50);
    check(`${read.name} errors + non-2xx`, read.failures, '= 0', read.failures === 0);
  }
  const uploads = await uploadLoad({ apiUrl, ...admin });
  console.log(
    `\nUploads: ${uploads.uploads} photos in ${uploads.seconds.toFixed(0)} s, ${uploads.failures} failed`,
  );
  check('photo uploads failed', uploads.failures, '= 0', uploads.failures === 0);
  const apiProcess = stack.children[0];
  const rss = residentMb(apiProcess.pid);
  check('API resident set after load', `${rss.toFixed(0)} MB`, '<= 200 MB', rss <= 200);
  const webinarSlug = await benchWebinar({ apiUrl, ...admin });
  const eventPage = `${baseUrl}/events/${slug}`;
  console.log('\nServer rendering:');
  const renders = await renderTimes({
    publicSiteUrl: `http://127.0.0.1:${ports.publicSite}`,
    apiUrl,
    path: `/events/${slug}`,
    reads: [`/api/events/slug/${slug}`],
  });
  console.log(
    `  ${renders.rendered} uncached renders of /events/${slug}: ` +
      `p50 ${renders.p50.toFixed(1)} ms, p99 ${renders.p99.toFixed(1)} ms`,
  );
  check(
    'event page rendered on the server (uncached)',
    renders.rendered,
    '= 200',
    renders.rendered === 200,
  );
  const cached = await cachedPageThroughput(eventPage);
  check(
    `cached event page / static file of its size (${kb(cached.bytes)}, rps)`,
    cached.ratio.toFixed(2),
    '>= 0.80',
    cached.ratio >= 0.8,
  );
  check('cached event page errors + non-2xx', cached.failures, '= 0', cached.failures === 0);

  // The indexed pages as the site's sitemap lists them, but for the events' and webinars' own.
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const indexedPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname)
    .filter((pathname) => !/^\/(events|webinars)\/./.test(pathname));
  const routes = publicRoutes({
    indexedPages,
    eventSlug: slug,
    webinarSlug,
    newsletterLinks: await newsletterLinks({ apiUrl, shellUrl: baseUrl, mailDir }),
  });
  const controls = await startStaticControls(routes.map((route) => `${baseUrl}${route}`));
  try {
    for (const route of routes) {
      const audit = await auditPage(`${baseUrl}${route}`);
      const control = await auditPage(controls.controlFor(`${baseUrl}${route}`));
      const ratio = audit.lcpMs / control.lcpMs;
      const pathname = route.split('?')[0];
      // A subscriber's token is long and says nothing.
      const label = route.replace(/token=[^&]+/, 'token=…');
      console.log(
        `  lighthouse ${label}: LCP ${(audit.lcpMs / 1000).toFixed(2)} s, control ` +
          `${(control.lcpMs / 1000).toFixed(2)} s; TBT ${Math.round(audit.tbtMs)} ms, control ` +
          // The control runs no script: its blocking time is the floor this machine sets.
          `${Math.round(control.tbtMs)} ms; performance ${audit.performance}, control ` +
          `${control.performance}` +
          (audit.failing.length ? `; failing audits: ${audit.failing.join(', ')}` : ''),
      );
      if (CLIENT_RENDERED.includes(pathname))
        console.log(`    ${label} is client-rendered: LCP / static control ${ratio.toFixed(2)}`);
      else check(`${label} LCP / static control`, ratio.toFixed(2), '<= 1.25', ratio <= 1.25);
      check(`${label} performance`, audit.performance, '>= 98', audit.performance >= 98);
      // Chrome logs a page answered 404 as a network error about the page itself, which best
      // practices count: the not-found page may fail that audit for its own status, and no other
      // (an error of its own script names the page too, but not as a network error).
      const onlyItsOwnStatus =
        pathname === NOT_FOUND &&
        audit.failingBestPractices.join() === 'errors-in-console' &&
        audit.consoleErrors.every((error) => error === `network ${baseUrl}${route}`);
      check(
        `${label} a11y / BP`,
        `${audit.accessibility} / ${audit.bestPractices}`,
        pathname === NOT_FOUND ? '100 / 100, or its own 404 logged' : '100 / 100',
        audit.accessibility === 100 && (audit.bestPractices === 100 || onlyItsOwnStatus),
      );
      if (NOT_INDEXED.includes(pathname)) {
        const expected =
          pathname === NOT_FOUND ? ['is-crawlable', 'http-status-code'] : ['is-crawlable'];
        const others = audit.failingSeo.filter((id) => !expected.includes(id));
        check(
          `${label} SEO audits failed (noindex)`,
          audit.failingSeo.join(', ') || 'none',
          expected.join(' and ') + ' only',
          others.length === 0 && audit.failingSeo.includes('is-crawlable'),
        );
      } else check(`${label} SEO`, audit.seo, '= 100', audit.seo === 100);
      check(`${label} CLS`, audit.cls.toFixed(3), '<= 0.02', audit.cls <= 0.02);
      const addedTbtMs = audit.tbtMs - control.tbtMs;
      check(
        `${label} TBT - static control`,
        `${Math.round(addedTbtMs)} ms`,
        `<= ${TBT_OVER_CONTROL_MS} ms`,
        addedTbtMs <= TBT_OVER_CONTROL_MS,
      );
    }
  } finally {
    await controls.stop();
  }

  console.log('\nFirst working press on a slow phone (390 px, 4x CPU, 150 ms / 1.6 Mbps, cold):');
  for (const action of await measureFirstActions({
    baseUrl,
    actions: primaryActions({ eventSlug: slug, registerSlug }),
  })) {
    const label = `${action.path} ${action.control}`;
    // No working press by first paint + 3 s, or no first paint.
    const seconds = (/** @type {number} */ ms) =>
      Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'none';
    console.log(
      `  ${label}: FCP ${seconds(action.fcpMs)}, runs ${action.runs.map(seconds).join(', ')}; ` +
        `first working press / FCP ${(action.actionMs / action.fcpMs).toFixed(2)}` +
        (action.askedAgain ? `; ${action.askedAgain} of those asked to press again` : ''),
    );
    check(
      `${label} works (first working press)`,
      seconds(action.actionMs),
      `<= FCP + 1.0 s (${seconds(action.fcpMs + 1000)})`,
      action.actionMs <= action.fcpMs + 1000,
    );
  }

  // After the pages (its retreat joins the events list), before the people section's 20,000.
  console.log('\nRegistration rush (POST /api/register, each beside a raw insert of the same):');
  const rush = await measureRegistrationRush({
    apiUrl,
    shellUrl: baseUrl,
    mongodbUri: bench.mongodbUri,
    ...admin,
  });
  for (const { concurrency, floor, registrations, ratio } of rush) {
    console.log(
      `  concurrency ${concurrency}: ${registrations.perSecond.toFixed(1)}/s, p50 ` +
        `${registrations.p50.toFixed(0)} ms, p99 ${registrations.p99.toFixed(0)} ms; raw insert ` +
        `${floor.perSecond.toFixed(0)}/s, p99 ${floor.p99.toFixed(0)} ms; ratio ${ratio.toFixed(3)}`,
    );
    if (concurrency !== 8) continue;
    check(
      'registrations at 8 at once / raw insert (rate)',
      ratio.toFixed(3),
      '>= 0.10',
      ratio >= 0.1,
    );
    check(
      'registration p99 at 8 at once',
      `${registrations.p99.toFixed(0)} ms`,
      '<= 1000 ms',
      registrations.p99 <= 1000,
    );
  }

  // After the pages and the RSS above (it stores 20,000 registrations and streams them out), and
  // before the hostile section, whose wrong passwords leave this address unable to sign in.
  await section('the people section', async () => {
    const people = await measurePeople({
      apiUrl,
      mongodbUri: bench.mongodbUri,
      apiPid: stack.children[0].pid,
      ...admin,
    });
    for (const row of peopleRows(people)) check(row.figure, row.value, row.budget, row.pass);
  });

  // With the people lists full, before the hostile section's wrong passwords (as above).
  await section('the dashboard section', async () => {
    const dashboard = await measureDashboard({ baseUrl, apiUrl, ...admin });
    for (const row of dashboardRows(dashboard)) check(row.figure, row.value, row.budget, row.pass);
  });

  // Last: it fills the database with 5,000 testimonials, which would change the pages above.
  console.log('\nHostile traffic (one anonymous client):');
  const hostile = await measureHostile({
    apiUrl,
    shellUrl: baseUrl,
    mongodbUri: bench.mongodbUri,
    cachedPath: `/events/${slug}`,
  });
  check(
    'mails from 1,000 form posts, one address',
    hostile.formMails,
    '<= 10 (the form limit)',
    hostile.formMails <= 10,
  );
  check(
    'login guesses checked of 300 parallel',
    hostile.guesses.checked,
    '<= 5 (per username + address)',
    hostile.guesses.checked <= 5,
  );
  check(
    'login guesses of 300 parallel left without an answer',
    hostile.guesses.unanswered,
    '= 0',
    hostile.guesses.unanswered === 0,
  );
  const { unknownSlugs } = hostile;
  console.log(
    `  /events/<a new made-up slug each request> ${Math.round(unknownSlugs.unknownRps)} rps, ` +
      `cached /events/${slug} ${Math.round(unknownSlugs.cachedRps)} rps (median round of 3)`,
  );
  check(
    'GET /events/<random slug> / cached event page (rps)',
    unknownSlugs.ratio.toFixed(2),
    '>= 0.30',
    unknownSlugs.ratio >= 0.3,
  );
  check(
    'GET /events/<random slug>: not 404, errors',
    unknownSlugs.failures,
    '= 0',
    unknownSlugs.failures === 0,
  );
  check(
    'GET /api/testimonials page, 5,000 stored',
    kb(hostile.testimonialsPageBytes),
    '<= 100 KB',
    hostile.testimonialsPageBytes <= 100 * 1024,
  );
  check(
    'GET /api/testimonials p99, 5,000 stored',
    `${hostile.testimonialsP99} ms`,
    '<= 50 ms',
    hostile.testimonialsP99 <= 50,
  );
} catch (error) {
  // The figures measured so far are still told, beside what stopped the run.
  console.error(error);
  check('the bench ran to its end', failure(error), 'yes', false);
} finally {
  await bench.stop();
}

console.log('');
reportAndExit(rows);
