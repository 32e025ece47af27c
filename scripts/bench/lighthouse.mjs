// Lighthouse (mobile preset, default simulated throttling) in Debian's Chromium; median of 3 runs.
// This machine reaches nothing on the internet: requests off it (the seeded webinars' YouTube
// thumbnails) are blocked, as Lighthouse blocks, so their failures are not counted as the page's
// console errors. A page and its static control lose the same pictures.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.mjs';

const RUNS = 3;

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

/** The SEO audits `lhr` failed. */
const failingSeoAudits = (lhr) =>
  lhr.categories.seo.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);

/** @returns {Promise<{ performance, accessibility, bestPractices, seo, lcpMs, cls, tbtMs, failing, failingSeo }>} */
export async function auditPage(url) {
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
      });
      const { categories, audits } = result.lhr;
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
        failingSeo: failingSeoAudits(result.lhr),
      });
    } finally {
      await chrome.kill();
    }
  }
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
  };
}
