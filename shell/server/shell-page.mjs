// The page the shell sends, put together from the template's parts, cut once at its markers:
// nothing in a page's content (a `</body>` in a title) is ever searched for or replaced.
import { inlineScriptHash, inlineScriptHashes } from '@da-boulder/server-kit/security-headers';

/** @param {string} value */
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A script's preload in the head. @param {string} url @param {string} [attributes] */
const preloadTag = (url, attributes = '') =>
  `    <link rel="preload" as="script"${attributes} href="${escapeAttribute(url)}" />`;

/** A value inside an inline script, `<` escaped: none can end it. @param {unknown} value */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

const SHELL_ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/** The template's parts: up to the charset, the rest of the head, `<!--remotes-->`, the root. */
const TEMPLATE_PARTS =
  /^([\s\S]*?<meta charset="[^"]*"\s*\/?>)([\s\S]*?)<!--remotes-->([\s\S]*?)<div id="root"><\/div>([\s\S]*?)(\s*<\/body>[\s\S]*)$/;

/** @param {string} template */
function cutAtMarkers(template) {
  const match = TEMPLATE_PARTS.exec(template);
  if (!match) throw new Error('shell.html lacks its charset, <!--remotes--> or <div id="root">');
  const [, start, head, beforeRoot, afterRoot, end] = match;
  return {
    start,
    head: head
      .replace(/\s*<title>[\s\S]*?<\/title>/, '')
      .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, ''),
    beforeRoot,
    afterRoot,
    end,
  };
}

/** An inline script, with the hash the page's CSP lets it run by. @param {string} source */
const inlineScript = (source) => ({
  tag: `<script>${source}</script>`,
  hash: inlineScriptHash(source),
});

/**
 * An inline script starting a server-rendered page's scripts at its first contentful paint (at
 * once where paints are not reported): earlier, on a slow connection, they would delay that
 * paint; `load` waits for pictures. The page works meanwhile (links are links, forms post). The
 * remote's files are preloaded at the same moment, each in a task of its own.
 * @param {string[]} entryUrls @param {string[]} remoteUrls
 */
function scriptsAtFirstPaint(entryUrls, remoteUrls) {
  const start =
    `function add(t,a){setTimeout(function(){var e=document.createElement(t);for(var k in a)e[k]=a[k];document.head.appendChild(e)})}` +
    `${scriptJson(remoteUrls)}.forEach(function(u){add('link',{rel:'preload',as:'script',href:u})});` +
    `${scriptJson(entryUrls)}.forEach(function(u){add('script',{src:u,async:false})})`;
  return (
    `(function(){function go(){${start}}var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)` +
    `new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();go()}})` +
    `.observe({type:'paint',buffered:true});else go()})()`
  );
}

/**
 * The shell's template, cut once: its parts for a page left to the browser and for one rendered
 * on the server (which reads without scripts: it starts them itself, and does not say it needs
 * them), the shell's entry scripts the build put in it, in their order, and its inline scripts'
 * hashes.
 * @param {string} template
 */
export function cutShellTemplate(template) {
  return {
    client: cutAtMarkers(template),
    rendered: cutAtMarkers(
      template.replace(SHELL_ENTRY_SCRIPT, '').replace(/\s*<noscript>[^<]*<\/noscript>/, ''),
    ),
    entryScripts: [...template.matchAll(SHELL_ENTRY_SCRIPT)].map(([, url]) => url),
    hashes: inlineScriptHashes(template),
  };
}

/**
 * A shell page: the remotes' URLs and the site's origin (the browser writes the same full
 * addresses as the server), the page's head tags, the remote's scripts it needs and, rendered on
 * the server, its HTML, styles and hydration data. A rendered page starts its scripts at first
 * paint; one left to the browser preloads them. It gives the page's `start` and `end` (an answer
 * puts its forms' time between) and its inline scripts' hashes, for its CSP.
 * @param {ReturnType<typeof cutShellTemplate>} template
 * @param {{
 *   siteOrigin: string, remoteUrls: Record<string, string>, headHtml: string, scripts: string[],
 *   rendered?: { html: string, styles: string, hydrationData: unknown },
 * }} page
 * @returns {{ html: string, start: string, end: string, scriptHashes: string[] }}
 */
export function shellPage(template, { siteOrigin, remoteUrls, headHtml, scripts, rendered }) {
  const remotes = inlineScript(
    `window.__REMOTES__=${scriptJson(remoteUrls)};window.__SITE_ORIGIN__=${scriptJson(siteOrigin)}`,
  );
  const parts = rendered ? template.rendered : template.client;
  const headPieces = rendered
    ? [remotes.tag, rendered.styles]
    : [
        remotes.tag,
        // The shell's own scripts first, at high priority (deferred, they would come late):
        // the largest files the first paint waits for.
        ...template.entryScripts.map((url) => preloadTag(url, ' fetchpriority="high"')),
        // No crossorigin: the federation runtime's <script>s have none, and a preload only
        // serves a request made in the same CORS mode (otherwise the file is fetched twice).
        ...scripts.map((url) => preloadTag(encodeURI(url))),
      ];
  // The hydration data goes after the page's content, which then arrives first.
  const bodyScripts = rendered
    ? [
        inlineScript(`window.__staticRouterHydrationData=${scriptJson(rendered.hydrationData)}`),
        inlineScript(scriptsAtFirstPaint(template.entryScripts, scripts.map(encodeURI))),
      ]
    : [];
  const start = [
    parts.start,
    `\n${headHtml}`,
    parts.head,
    headPieces.join('\n'),
    parts.beforeRoot,
    `<div id="root">${rendered?.html ?? ''}</div>`,
    parts.afterRoot,
    ...bodyScripts.map((script) => `\n  ${script.tag}`),
  ].join('');
  return {
    html: start + parts.end,
    start,
    end: parts.end,
    scriptHashes: [...template.hashes, ...[remotes, ...bodyScripts].map((s) => s.hash)],
  };
}
