// The page the shell sends. The template is cut once, at its own markers, and every page is put
// together from those parts in order: nothing a page's content holds (a `</body>` in a link's
// title) is ever searched for or replaced, so no content can end the head or the body.
import { inlineScriptHash, inlineScriptHashes } from '@da-boulder/server-kit/security-headers';

/** @param {string} value */
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A value inside an inline script: `<` escaped, so none can end the script or open a comment.
 * @param {unknown} value
 */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

const SHELL_ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * The template's parts, around its markers: the charset (the page's head goes after it), the
 * rest of its head without its placeholder title and description, `<!--remotes-->`, the empty
 * root and the end of the body.
 */
const TEMPLATE_PARTS =
  /^([\s\S]*?<meta charset="[^"]*"\s*\/?>)([\s\S]*?)<!--remotes-->([\s\S]*?)<div id="root"><\/div>([\s\S]*?)(\s*<\/body>[\s\S]*)$/;

/** @param {string} template */
function cutTemplate(template) {
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

/**
 * An inline script, with the hash the page's CSP lets it run by.
 * @param {string} source
 */
const inlineScript = (source) => ({
  tag: `<script>${source}</script>`,
  hash: inlineScriptHash(source),
});

/**
 * The scripts of a server-rendered page, started at its first paint (its first contentful paint
 * observed, where the browser reports paints; at once where it does not), never later: not at
 * `load`, so pictures never hold them back. The page works without them meanwhile (links are
 * links, forms post). Not earlier either: on a slow connection, scripts asked for with the page
 * share it with the page's own text and styles and delay its first paint (measured: LCP 1.4 s for
 * `/about` against 0.7 s for the same page as static HTML with the scripts deferred in the head).
 * The remote's files the page needs are preloaded at the same moment, so they download beside the
 * shell's entry scripts (which run in their build order) instead of after them. Each is added in a
 * task of its own: starting a request costs the main thread a few milliseconds. Its source, for
 * an inline script.
 * @param {string[]} entryUrls
 * @param {string[]} remoteUrls
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
 * What goes into a page: its own head tags, the remote's scripts it preloads, and for a page
 * rendered on the server, its HTML and styles and what React Router hydrates it with.
 * @typedef {{
 *   headHtml: string,
 *   scripts: string[],
 *   rendered?: { html: string, styles: string, hydrationData: unknown },
 * }} ShellPageParts
 */

/**
 * The shell's page from `template`: its head, the remotes' URLs and the site's origin (the
 * browser writes the same full addresses as the server), and either the preloads of the scripts
 * the page needs first or, for a page `rendered` on the server, its HTML, styles and hydration
 * data, its scripts started at its first paint. It gives the page (`start` and `end`, between
 * which each answer may put something of its own) and its inline scripts' hashes, for its CSP.
 * @param {string} template
 * @param {{ siteOrigin: string }} site
 * @returns {(remoteUrls: Record<string, string>, page: ShellPageParts) =>
 *   { html: string, start: string, end: string, scriptHashes: string[] }}
 */
export function createShellPage(template, { siteOrigin }) {
  // The scripts the build put in the page (the shell's entry chunks), in their order.
  const shellEntryScripts = [...template.matchAll(SHELL_ENTRY_SCRIPT)].map(([, url]) => url);
  const clientParts = cutTemplate(template);
  // A rendered page reads without scripts: it starts them itself, and does not say it needs them.
  const renderedParts = cutTemplate(
    template.replace(SHELL_ENTRY_SCRIPT, '').replace(/\s*<noscript>[^<]*<\/noscript>/, ''),
  );
  const templateHashes = inlineScriptHashes(template);
  const origin = scriptJson(siteOrigin);
  return (remoteUrls, { headHtml, scripts, rendered }) => {
    const remotes = inlineScript(
      `window.__REMOTES__=${scriptJson(remoteUrls)};window.__SITE_ORIGIN__=${origin}`,
    );
    const parts = rendered ? renderedParts : clientParts;
    const headPieces = rendered
      ? [remotes.tag, rendered.styles]
      : [
          remotes.tag,
          // The shell's own scripts first, at high priority (a deferred script is otherwise
          // fetched late, at low priority): the largest files the first paint waits for take the
          // connection the page came over, which is already open.
          ...shellEntryScripts.map(
            (url) =>
              `    <link rel="preload" as="script" fetchpriority="high" href="${escapeAttribute(url)}" />`,
          ),
          // No crossorigin: the federation runtime's <script>s have none, and a preload only
          // serves a request made in the same CORS mode (otherwise the file is fetched twice).
          ...scripts.map(
            (url) =>
              `    <link rel="preload" as="script" href="${escapeAttribute(encodeURI(url))}" />`,
          ),
        ];
    // The hydration data goes after the page's content, which then arrives first; the scripts
    // that take it run after it.
    const bodyScripts = rendered
      ? [
          inlineScript(`window.__staticRouterHydrationData=${scriptJson(rendered.hydrationData)}`),
          inlineScript(
            scriptsAtFirstPaint(
              shellEntryScripts,
              scripts.map((url) => encodeURI(url)),
            ),
          ),
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
      scriptHashes: [...templateHashes, ...[remotes, ...bodyScripts].map((s) => s.hash)],
    };
  };
}
