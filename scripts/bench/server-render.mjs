// Server rendering's figures: how long a render takes (uncached), how the cached document serves
// against a static file of its size, and each public page's Lighthouse figures against a static
// control, the page's own rendered DOM saved as script-free HTML, served by a bare node:http
// server in the same run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.mjs';
import { freePort, stopProcess, waitForPort } from '../lib/run.mjs';
/** @import { Browser } from '@playwright/test' */

/**
 * @param {number[]} sorted
 * @param {number} p
 */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * How long the shell's renderer takes for `path`, uncached: the built renderer
 * (shell/dist-server) run here, loading the remote's server build as the shell does, its
 * loaders answered with the API's reads made once before; ten renders to warm up, then `count`
 * measured.
 * @param {{ publicSiteUrl: string, apiUrl: string, path: string, reads: string[], count?: number }} options
 */
export async function renderTimes({ publicSiteUrl, apiUrl, path: pagePath, reads, count = 200 }) {
  const renderer = /** @type {typeof import('../../shell/src/server-render/render-page')} */ (
    createRequire(import.meta.url)('../../shell/dist-server/render-page.js')
  );
  await renderer.usePublicSiteServerEntry(`${publicSiteUrl}/server/remoteEntry.js`);
  /** @type {Map<string, { status: 200, json: unknown }>} */
  const answers = new Map();
  for (const read of reads)
    answers.set(read, { status: 200, json: await (await fetch(`${apiUrl}${read}`)).json() });
  const page = {
    url: pagePath,
    siteUrl: 'http://127.0.0.1',
    siteOrigin: 'http://127.0.0.1',
    readApi: async (/** @type {string} */ read) => answers.get(read),
  };
  const durations = [];
  for (let i = 0; i < count + 10; i++) {
    const started = performance.now();
    await renderer.renderPage(page, { signal: AbortSignal.timeout(10_000) });
    if (i >= 10) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return {
    rendered: durations.length,
    p50: percentile(durations, 0.5),
    p99: percentile(durations, 0.99),
  };
}

/**
 * A bare node:http server, in its own process, answering every request with `file`'s bytes.
 * @param {string} file
 * @param {Record<string, string>} headers
 */
async function serveBytes(file, headers) {
  const port = await freePort();
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    const headers = ${JSON.stringify(headers)};
    require('node:http')
      .createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(${port}, '127.0.0.1');
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: 'inherit' });
  await waitForPort(port, { child });
  return { url: `http://127.0.0.1:${port}/`, stop: () => stopProcess(child) };
}

const LOAD = { connections: 50, duration: 10 };
const BROTLI = { 'accept-encoding': 'br' };

/**
 * The shell serving a cached page (brotli, as browsers ask) as a share of a bare node:http server
 * sending the same number of bytes; the median of three rounds, each back to back.
 * @param {string} url
 */
export async function cachedPageThroughput(url) {
  const page = await fetch(url, { headers: BROTLI });
  const bytes = Buffer.from(await page.arrayBuffer());
  // fetch decodes: compress again to send what the shell sends.
  const body = brotliCompressSync(bytes);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-page-'));
  const file = path.join(dir, 'page.br');
  writeFileSync(file, body);
  const control = await serveBytes(file, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Encoding': 'br',
  });
  const ratios = [];
  try {
    for (let round = 0; round < 3; round++) {
      const live = await autocannon({ url, headers: BROTLI, ...LOAD });
      const bare = await autocannon({ url: control.url, headers: BROTLI, ...LOAD });
      ratios.push({
        ratio: live.requests.average / bare.requests.average,
        failures: live.errors + live.timeouts + live.non2xx,
      });
    }
  } finally {
    await control.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  ratios.sort((a, b) => a.ratio - b.ratio);
  return {
    bytes: body.length,
    ratio: ratios[1].ratio,
    failures: Math.max(...ratios.map((r) => r.failures)),
  };
}

/**
 * The page as the browser finally shows it, as script-free HTML: its styles written out (the
 * browser's styled-components insert rules without text), every script and script preload
 * removed, and a <base> so its pictures and links still point at the live site.
 * @param {Browser} browser
 * @param {string} url
 */
async function renderedPageHtml(browser, url) {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate((origin) => {
      const styles = [...document.querySelectorAll('style')].map((style) =>
        [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n'),
      );
      const copy = /** @type {HTMLElement} */ (document.documentElement.cloneNode(true));
      copy.querySelectorAll('style').forEach((style, index) => {
        style.textContent = styles[index] ?? style.textContent;
      });
      copy
        .querySelectorAll('script, link[rel="preload"], link[rel="modulepreload"]')
        .forEach((element) => element.remove());
      const base = document.createElement('base');
      base.href = origin;
      copy.querySelector('head')?.prepend(base);
      return `<!doctype html>\n${copy.outerHTML}`;
    }, new URL(url).origin);
  } finally {
    await page.close();
  }
}

/**
 * Static controls for `urls`: each page's rendered DOM saved as script-free HTML and served
 * (brotli, as the shell serves its pages) by a bare node:http server of its own.
 * @param {string[]} urls
 */
export async function startStaticControls(urls) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-controls-'));
  /** @type {Map<string, Awaited<ReturnType<typeof serveBytes>>>} */
  const controls = new Map();
  try {
    for (const [index, url] of urls.entries()) {
      const file = path.join(dir, `${index}.html.br`);
      writeFileSync(file, brotliCompressSync(Buffer.from(await renderedPageHtml(browser, url))));
      controls.set(
        url,
        await serveBytes(file, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Encoding': 'br',
          'Cache-Control': 'no-cache',
        }),
      );
    }
  } finally {
    await browser.close();
  }
  return {
    /** @param {string} url */
    controlFor(url) {
      const control = controls.get(url);
      if (!control) throw new Error(`bench: no static control for ${url}`);
      return control.url;
    },
    async stop() {
      await Promise.all([...controls.values()].map((control) => control.stop()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
