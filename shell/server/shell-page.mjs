// The page the shell sends: its template with the remotes, the first reads and the preloads.

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The shell's page from `template`: a function that injects the remotes' URLs and the page's first
 * reads, and preloads the scripts (and any read the API did not answer in time) the page needs
 * first, so they download in parallel; with the page `rendered` on the server, its HTML and
 * styles too. The template's own scripts are read once, here. The site's origin goes in too:
 * the browser writes the same full addresses as the server rendered.
 * @param {string} template
 * @param {{ siteOrigin: string }} site
 */
export function createShellPage(template, { siteOrigin }) {
  // The scripts the build put in the page (the shell's entry chunks), in their order.
  const origin = JSON.stringify(siteOrigin).replace(/</g, '\\u003c');
  const shellEntryScripts = [...template.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map(
    ([, url]) => url,
  );
  return (remoteUrls, { scripts, data, readsScript, rendered }) => {
    const json = JSON.stringify(remoteUrls).replace(/</g, '\\u003c');
    const tags = [
      // The shell's own scripts first, at high priority (a deferred script is otherwise fetched
      // late, at low priority): the largest files the first paint waits for take the connection
      // the page came over, which is already open.
      ...shellEntryScripts.map(
        (url) =>
          `<link rel="preload" as="script" fetchpriority="high" href="${escapeAttribute(url)}" />`,
      ),
      // No crossorigin: the federation runtime's <script>s have none, and a preload only serves a
      // request made in the same CORS mode (otherwise the file is fetched twice).
      ...scripts.map(
        (url) => `<link rel="preload" as="script" href="${escapeAttribute(encodeURI(url))}" />`,
      ),
      // apiFetch sends credentials: the preload must too, or the page's read would not reuse it.
      ...data.map(
        (url) =>
          `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}" />`,
      ),
    ].map((tag) => `    ${tag}`);
    const injected = [
      `<script>window.__REMOTES__=${json};window.__SITE_ORIGIN__=${origin}</script>`,
      ...tags,
      ...(rendered ? [rendered.styles] : []),
    ].join('\n');
    // Functions, so a `$'` or `$&` in the reads (an event's title) is text, not a pattern. The
    // reads go after the page's content, which then arrives first; the deferred scripts that
    // take them run after the whole document anyway.
    const page = template
      .replace('<!--remotes-->', () => injected)
      .replace('</body>', () => `  ${readsScript}\n  </body>`);
    if (!rendered) return page;
    // A rendered page reads without scripts, so it does not say it needs them.
    return page
      .replace(/\s*<noscript>[^<]*<\/noscript>/, '')
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`);
  };
}
