// Security headers for the shell's responses and the remotes' files, set with helmet.
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { HelmetOptions } from 'helmet' */
import { createHash } from 'node:crypto';
import helmet from 'helmet';

/**
 * Browser features the site never uses, turned off for it and everything it embeds (the API's
 * answers name the same list). Only features
 * Chromium knows: an unknown name is logged as a console error on every page. What the video
 * embeds ask for (autoplay, fullscreen, encrypted-media, picture-in-picture) stays allowed.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** Where the video embeds come from (shared-ui's VideoEmbed; admins paste YouTube or Vimeo). */
const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

/**
 * helmet's defaults for browsers that are gone (Internet Explorer's download prompt and XSS
 * filter, Flash's and Acrobat's cross-domain policies) and its DNS prefetching switch (a privacy
 * choice, not a protection, which would slow the first look-up of the remotes' hosts): on every
 * answer they cost bytes and protect no visitor of today.
 */
const OBSOLETE_HEADERS_OFF = {
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xDnsPrefetchControl: false,
};

/**
 * Headers every response shares, whatever it carries.
 * @param {boolean} production
 * @returns {HelmetOptions}
 */
const commonOptions = (production) => ({
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Over plain HTTP the header is ignored anyway; locally it would pin localhost to HTTPS.
  strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  ...OBSOLETE_HEADERS_OFF,
});

/**
 * A CSP source for one inline script, so it runs without 'unsafe-inline'.
 * @param {string} source
 */
export function inlineScriptHash(source) {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of every inline `<script>` (one without src) in a document.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, source]) =>
    inlineScriptHash(source),
  );
}

/**
 * What stands in for a response when helmet is asked once for headers that do not depend on the
 * request: helmet only sets and removes headers, and `setHeader` takes each it sets.
 * @param {(name: string, value: string) => void} setHeader
 */
const recorder = (setHeader) =>
  /** @type {ServerResponse} */ (/** @type {unknown} */ ({ setHeader, removeHeader() {} }));

/**
 * The headers helmet sets for every answer and a CSP of `directives` alone, worked out once, for
 * answers whose headers never depend on the request (the API's).
 * @param {boolean} production
 * @param {Record<string, string[]>} directives
 * @returns {Record<string, string>}
 */
export function fixedSecurityHeaders(production, directives) {
  /** @type {Record<string, string>} */
  const headers = {};
  const setHeader = (/** @type {string} */ name, /** @type {string} */ value) =>
    void (headers[name] = value);
  helmet({
    ...commonOptions(production),
    contentSecurityPolicy: { useDefaults: false, directives },
  })(/** @type {IncomingMessage} */ ({}), recorder(setHeader), noop);
  return headers;
}

/** @type {WeakMap<object, string[]>} */
const scriptHashesByResponse = new WeakMap();

/**
 * helmet for the shell: its documents, static files and the API answers it passes on.
 * `apply(res)` sets the headers on a file or an API answer; `forDocument(hashes)` gives a
 * document's, which let its inline scripts run by their hashes, as a flat list for writeHead.
 * `isolateFromOpeners: false` leaves out Cross-Origin-Opener-Policy (public pages: see
 * shell-documents.mjs).
 * @param {{ remoteUrls: string[], production: boolean }} options
 */
export function createShellSecurityHeaders({ remoteUrls, production }) {
  const remoteOrigins = [...new Set(remoteUrls.map((url) => new URL(url).origin))];
  /** @type {HelmetOptions} */
  const options = {
    ...commonOptions(production),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // The remotes' entries and chunks, and the page's own inline data scripts by hash.
        'script-src': [
          "'self'",
          ...remoteOrigins,
          (req, res) => (scriptHashesByResponse.get(res) ?? []).join(' '),
        ],
        'script-src-attr': ["'none'"],
        // styled-components writes its rules into <style> tags at run time. Nonces would work
        // with it, but a nonce per response would defeat the cached, precompressed documents.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Uploads and remote assets; blob: for the dashboard's image previews; https: for the
        // thumbnails and pictures admins link from elsewhere (YouTube's, say).
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remoteOrigins],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...remoteOrigins],
        'frame-src': VIDEO_EMBED_ORIGINS,
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        // No upgrade-insecure-requests: a production shell reached over plain HTTP by mistake
        // (or by the bench) would lose all its scripts, instead of showing the site and saying
        // at login that HTTPS is needed. nginx redirects HTTP to HTTPS, and HSTS keeps it there.
      },
    },
  };
  const isolated = helmet(options);
  const notIsolated = helmet({ ...options, crossOriginOpenerPolicy: false });
  // The headers depend only on the inline scripts' hashes, so helmet works them out once per
  // document (and once for everything else), not for every response: on a cached page that
  // work was a large share of the cost. Its requests are never looked at.
  /**
   * A document's headers as a flat list of names and values, for writeHead.
   * @param {string[]} scriptHashes
   * @param {{ isolateFromOpeners?: boolean }} [options] false: without Cross-Origin-Opener-Policy
   * @returns {string[]}
   */
  const headersFor = (scriptHashes, { isolateFromOpeners = true } = {}) => {
    /** @type {string[]} */
    const headers = [];
    const response = recorder((name, value) => void headers.push(name, value));
    scriptHashesByResponse.set(response, scriptHashes);
    (isolateFromOpeners ? isolated : notIsolated)(
      /** @type {IncomingMessage} */ ({}),
      response,
      noop,
    );
    headers.push('Permissions-Policy', PERMISSIONS_POLICY);
    return headers;
  };
  const withoutScripts = headersFor([]);
  return {
    /** @param {ServerResponse} res */
    apply(res) {
      for (let i = 0; i < withoutScripts.length; i += 2)
        res.setHeader(withoutScripts[i], withoutScripts[i + 1]);
    },
    forDocument: headersFor,
  };
}

/**
 * helmet for a remote's static files: they are loaded by the shell's page from another origin,
 * so their resource policy is cross-origin; they are never documents, so their CSP allows nothing.
 * @param {{ production: boolean }} options
 * @returns {(req: IncomingMessage, res: ServerResponse) => void}
 */
export function createRemoteFileSecurityHeaders({ production }) {
  const setHeaders = helmet({
    ...commonOptions(production),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  return (req, res) => {
    setHeaders(req, res, noop);
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  };
}

function noop() {}
