// The files of the site itself, beside its pages: robots.txt, sitemap.xml (what it lists comes
// from the public site's route definition) and the picture link previews show when a page has
// none of its own.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';

/** The picture link previews show when a page has none of its own (the public site's heads name it). */
const SOCIAL_CARD_PATH = '/social-card.jpg';
/** How long the sitemap waits for its read: a crawler can wait, and without it there is none. */
const SITEMAP_READ_WAIT_MS = 5_000;

/** SITE_URL: an http(s) address, a path allowed, no query; kept without a trailing slash. */
const SITE_URL = /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/;
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * The site's public address from SITE_URL, or why it cannot be used. Production needs it: a
 * link preview or a sitemap naming localhost would be wrong everywhere.
 * @param {string | undefined} value
 * @param {{ production: boolean }} options
 * @returns {{ siteUrl: string } | { problem: string }}
 */
export function siteUrlFrom(value, { production }) {
  if (value === undefined || value === '') {
    return production
      ? { problem: 'SITE_URL is required in production (the public https:// address)' }
      : { siteUrl: DEFAULT_SITE_URL };
  }
  if (!SITE_URL.test(value)) return { problem: 'SITE_URL must be an http:// or https:// address' };
  return { siteUrl: value.replace(/\/+$/, '') };
}

/**
 * robots.txt: everything but the dashboard may be crawled, and the sitemap is named with its
 * absolute address, as the protocol asks.
 * @param {string} siteUrl
 */
export function robotsTxt(siteUrl) {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /login',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** @param {string | Buffer} body */
const etagOf = (body) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * @typedef {{ body: Buffer, etag: string }} SiteFile
 * @typedef {import('../src/server-render/render-page').PublicSiteModule} PublicSiteModule
 */

/**
 * sitemap.xml, or undefined (logged) when it cannot be made now. The public site's module names
 * its read and, from what that answered, its addresses (`sitemapEntries`); the read is the API's
 * cached public read, as the pages' loaders' are, so the sitemap is as fresh as the pages and
 * kept nowhere else. The `sitemap` package writes and escapes the XML.
 * @param {{ siteUrl: string, site: () => Promise<PublicSiteModule | undefined>,
 *   apiReads: ReturnType<typeof import('./api-reads.mjs').createApiReads>,
 *   log: (line: string) => void }} options
 * @returns {() => Promise<SiteFile | undefined>}
 */
export function createSitemap({ siteUrl, site, apiReads, log }) {
  return async () => {
    try {
      const module = await site();
      if (!module) return undefined;
      const read = await apiReads.read(
        module.SITEMAP_READ,
        AbortSignal.timeout(SITEMAP_READ_WAIT_MS),
      );
      if (read?.status !== 200) return undefined;
      const entries = module.sitemapEntries(/** @type {never} */ (read.json), siteUrl);
      const stream = new SitemapStream({
        xmlns: { news: false, xhtml: false, image: false, video: false },
      });
      const body = await streamToPromise(Readable.from(entries).pipe(stream));
      return { body, etag: etagOf(body) };
    } catch (error) {
      log(`sitemap.xml could not be made: ${error instanceof Error ? error.message : error}`);
      return undefined;
    }
  };
}

/**
 * Answers /robots.txt, /sitemap.xml (503 while it cannot be made) and the social card; returns
 * false for every other path.
 * @param {{ siteUrl: string, sitemap: () => Promise<SiteFile | undefined> }} options
 */
export function createSiteFiles({ siteUrl, sitemap }) {
  const robots = robotsTxt(siteUrl);
  const cardBody = readFileSync(new URL(`../static${SOCIAL_CARD_PATH}`, import.meta.url));
  const card = { body: cardBody, etag: etagOf(cardBody) };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {SiteFile} file
   * @param {{ 'Content-Type': string, 'Cache-Control': string }} headers
   */
  const send = (req, res, { body, etag }, headers) => {
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag });
      return res.end();
    }
    res.writeHead(200, { ...headers, 'Content-Length': body.length, ETag: etag });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} path
   */
  return function serveSiteFile(req, res, path) {
    if (path === '/robots.txt') {
      res.writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : robots);
      return true;
    }
    if (path === '/sitemap.xml') {
      void sitemap().then((file) => {
        if (file) {
          const type = 'application/xml; charset=utf-8';
          return send(req, res, file, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
        }
        res.writeHead(503, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': '10',
        });
        res.end('The sitemap cannot be made just now. Please try again shortly.');
      });
      return true;
    }
    if (path === SOCIAL_CARD_PATH) {
      send(req, res, card, {
        'Content-Type': 'image/jpeg',
        'Cache-Control': 'public, max-age=86400',
      });
      return true;
    }
    return false;
  };
}
