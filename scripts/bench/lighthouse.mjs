// Lighthouse (mobile preset, default simulated throttling) in Debian's Chromium; median of 5 runs.
// This machine reaches nothing on the internet: requests off it (the seeded webinars' YouTube
// thumbnails) are blocked, as Lighthouse blocks, so their failures are not counted as the page's
// console errors. A page and its static control lose the same pictures.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.mjs';
/** @import { Result } from 'lighthouse' */

/**
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   lcpMs: number, cls: number, tbtMs: number, failing: string[], failingSeo: string[],
 *   failingBestPractices: string[], consoleErrors: string[] }} Audit
 */

/**
 * Five, not three: one page's TBT ranged from 29 to 208 ms over seven runs on an idle machine of
 * two cores (simulated throttling multiplies every hiccup by four), and a median of three often
 * landed on an outlier.
 */
const RUNS = 5;

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const OFF_THIS_MACHINE = ['https://*'];

/**
 * Chromium 156 starts its address bar's suggestion popup as a page of its own, even headless. It
 * took about 200 ms of CPU while the page under test loaded, on a machine of two cores, and a
 * phone has no such page. Chromium keeps only the last --disable-features, so this one carries
 * chrome-launcher's own list too.
 */
const launcherDisabled = chromeLauncher.Launcher.defaultFlags().find((flag) =>
  flag.startsWith('--disable-features='),
);
const DISABLED_FEATURES = `${launcherDisabled},WebUIOmniboxPopup,WebUIOmniboxAimPopup`;

/**
 * The audits of `category` that `lhr` failed.
 * @param {Result} lhr
 * @param {string} category
 */
const failingAudits = (lhr, category) =>
  lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);

/**
 * Each console error the page logged, as its source and the address it names: "network <url>"
 * for a load that failed or was answered with an error status.
 * @param {Result} lhr
 */
function consoleErrors(lhr) {
  const details =
    /** @type {{ items?: { source?: string, sourceLocation?: { url?: string } }[] } | undefined} */ (
      lhr.audits['errors-in-console'].details
    );
  return (details?.items ?? []).map((item) => `${item.source} ${item.sourceLocation?.url}`);
}

/**
 * @param {string} url
 * @returns {Promise<Audit>}
 */
export async function auditPage(url) {
  /** @type {Audit[]} */
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, DISABLED_FEATURES],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        blockedUrlPatterns: OFF_THIS_MACHINE,
        // The unknown path answers 404 on purpose; Lighthouse would otherwise refuse to audit it
        // (its SEO audit of the status still fails, which the bench expects).
        ignoreStatusCode: true,
      });
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      const { categories, audits } = result.lhr;
      // A category Lighthouse could not score counts as 0, and a figure it could not measure as
      // NaN: both fail their budgets.
      const score = (/** @type {string} */ id) => Math.round((categories[id].score ?? 0) * 100);
      const measured = (/** @type {string} */ id) => audits[id].numericValue ?? NaN;
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: measured('largest-contentful-paint'),
        cls: measured('cumulative-layout-shift'),
        tbtMs: measured('total-blocking-time'),
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
        failingSeo: failingAudits(result.lhr, 'seo'),
        failingBestPractices: failingAudits(result.lhr, 'best-practices'),
        consoleErrors: consoleErrors(result.lhr),
      });
    } finally {
      await chrome.kill();
    }
  }
  /** @param {Exclude<keyof Audit, 'failing' | 'failingSeo' | 'failingBestPractices' | 'consoleErrors'>} key */
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    failingSeo: [...new Set(runs.flatMap((r) => r.failingSeo))],
    failingBestPractices: [...new Set(runs.flatMap((r) => r.failingBestPractices))],
    consoleErrors: [...new Set(runs.flatMap((r) => r.consoleErrors))],
  };
}
