// The files of the site itself, beside its pages: robots.txt, sitemap.xml (built by the API from
// the content) and the picture link previews show when a page has none of its own.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';

/** The picture link previews show when a page has none of its own (the public site's heads name it). */
const SOCIAL_CARD_PATH = '/social-card.jpg';

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

/**
 * Answers /robots.txt, /sitemap.xml (asked of the API as /api/sitemap.xml) and the social card;
 * returns false for every other path.
 * @param {{ siteUrl: string, proxyToApi: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void }} options
 */
export function createSiteFiles({ siteUrl, proxyToApi }) {
  const robots = robotsTxt(siteUrl);
  const card = readFileSync(new URL(`../static${SOCIAL_CARD_PATH}`, import.meta.url));
  const cardEtag = `"${createHash('sha1').update(card).digest('base64url')}"`;

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
      req.url = '/api/sitemap.xml';
      proxyToApi(req, res);
      return true;
    }
    if (path === SOCIAL_CARD_PATH) {
      if (req.headers['if-none-match'] === cardEtag) {
        res.writeHead(304, { ETag: cardEtag });
        res.end();
        return true;
      }
      res.writeHead(200, {
        'Content-Type': 'image/jpeg',
        'Content-Length': card.length,
        'Cache-Control': 'public, max-age=86400',
        ETag: cardEtag,
      });
      res.end(req.method === 'HEAD' ? undefined : card);
      return true;
    }
    return false;
  };
}
