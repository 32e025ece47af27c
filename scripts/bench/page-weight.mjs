// What a visitor's browser downloads for the first view of a public page.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.mjs';

const RUNTIME_MARKER = '__DEBUG_CONSTRUCTOR_VERSION__';

/**
 * @param {{ baseUrl: string, adminAppUrl: string, publicSiteUrl: string, path: string }} options
 */
export async function measurePageWeight({ baseUrl, adminAppUrl, publicSiteUrl, path }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const page = await browser.newPage();
    /** @type {import('@playwright/test').Response[]} */
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const chunks = [];
    for (const response of responses) {
      const url = response.url();
      if (response.request().resourceType() !== 'script') continue;
      const body = await response.body().catch(() => Buffer.alloc(0));
      chunks.push({
        url,
        origin: url.startsWith(publicSiteUrl)
          ? 'public-site'
          : url.startsWith(adminAppUrl)
            ? 'admin-app'
            : 'shell',
        gzipBytes: gzipSync(body, { level: 9 }).length,
        hasFederationRuntime: body.includes(RUNTIME_MARKER),
      });
    }
    return {
      requests: responses.length,
      chunks,
      totalGzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0),
      adminBytes: chunks
        .filter((c) => c.origin === 'admin-app')
        .reduce((sum, c) => sum + c.gzipBytes, 0),
      runtimeCopies: chunks.filter((c) => c.hasFederationRuntime).length,
      remoteEntryGzipBytes: chunks
        .filter((c) => c.url.endsWith('/remoteEntry.js'))
        .map((c) => c.gzipBytes),
    };
  } finally {
    await browser.close();
  }
}
