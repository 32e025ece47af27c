// The page the shell sends: its template with the remotes, the first reads and the preloads.

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const SHELL_ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * The scripts of a server-rendered page, started once it has painted and loaded (its first
 * contentful paint observed, where the browser reports paints, and `load`). The page reads
 * without them and its buttons wait, disabled, for them; started earlier, their bytes would share
 * the slow first connection with the page's own text, styles and pictures, and delay its first
 * paint. The remote's files the page needs are preloaded at the same moment, so they download
 * beside the shell's entry scripts (which run in their build order) instead of after them. Each
 * is added in a task of its own: starting a request costs the main thread a few milliseconds.
 * @param {string[]} entryUrls
 * @param {string[]} remoteUrls
 */
function scriptsAfterFirstPaint(entryUrls, remoteUrls) {
  const json = (urls) => JSON.stringify(urls).replace(/</g, '\\u003c');
  const start =
    `function add(t,a){setTimeout(function(){var e=document.createElement(t);for(var k in a)e[k]=a[k];document.head.appendChild(e)})}` +
    `${json(remoteUrls)}.forEach(function(u){add('link',{rel:'preload',as:'script',href:u})});` +
    `${json(entryUrls)}.forEach(function(u){add('script',{src:u,async:false})})`;
  return (
    `<script>(function(){var waiting=2;function ready(){if(!--waiting)setTimeout(function(){${start}})}` +
    `addEventListener('load',ready);var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)` +
    `new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();ready()}})` +
    `.observe({type:'paint',buffered:true});else ready()})()</script>`
  );
}

/**
 * The shell's page from `template`: a function that injects the remotes' URLs and the page's first
 * reads, and preloads the scripts (and any read the API did not answer in time) the page needs
 * first, so they download in parallel. With the page `rendered` on the server, its HTML and
 * styles go in instead of the preloads, and the scripts start after its first paint. The
 * template's own scripts are read once, here. The site's origin goes in too: the browser writes
 * the same full addresses as the server rendered.
 * @param {string} template
 * @param {{ siteOrigin: string }} site
 */
export function createShellPage(template, { siteOrigin }) {
  // The scripts the build put in the page (the shell's entry chunks), in their order.
  const origin = JSON.stringify(siteOrigin).replace(/</g, '\\u003c');
  const shellEntryScripts = [...template.matchAll(SHELL_ENTRY_SCRIPT)].map(([, url]) => url);
  const renderedTemplate = template.replace(SHELL_ENTRY_SCRIPT, '');
  return (remoteUrls, { scripts, data, readsScript, rendered }) => {
    const json = JSON.stringify(remoteUrls).replace(/</g, '\\u003c');
    const remotesScript = `<script>window.__REMOTES__=${json};window.__SITE_ORIGIN__=${origin}</script>`;
    // Functions, so a `$'` or `$&` in the reads (an event's title) is text, not a pattern. The
    // reads go after the page's content, which then arrives first; the scripts that take them
    // run after the whole document anyway.
    if (rendered) {
      // A rendered page reads without scripts, so it does not say it needs them.
      return renderedTemplate
        .replace('<!--remotes-->', () =>
          [remotesScript, ...dataPreloads(data), rendered.styles].join('\n'),
        )
        .replace(/\s*<noscript>[^<]*<\/noscript>/, '')
        .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
        .replace(
          '</body>',
          () =>
            `  ${readsScript}\n  ${scriptsAfterFirstPaint(
              shellEntryScripts,
              scripts.map((url) => encodeURI(url)),
            )}\n  </body>`,
        );
    }
    const preloads = [
      // The shell's own scripts first, at high priority (a deferred script is otherwise fetched
      // late, at low priority): the largest files the first paint waits for take the connection
      // the page came over, which is already open.
      ...shellEntryScripts.map(
        (url) =>
          `    <link rel="preload" as="script" fetchpriority="high" href="${escapeAttribute(url)}" />`,
      ),
      // No crossorigin: the federation runtime's <script>s have none, and a preload only serves a
      // request made in the same CORS mode (otherwise the file is fetched twice).
      ...scripts.map(
        (url) => `    <link rel="preload" as="script" href="${escapeAttribute(encodeURI(url))}" />`,
      ),
      ...dataPreloads(data),
    ];
    return template
      .replace('<!--remotes-->', () => [remotesScript, ...preloads].join('\n'))
      .replace('</body>', () => `  ${readsScript}\n  </body>`);
  };
}

/** apiFetch sends credentials: a read's preload must too, or the page's read would not reuse it. */
const dataPreloads = (urls) =>
  urls.map(
    (url) =>
      `    <link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}" />`,
  );
