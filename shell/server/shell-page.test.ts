import { readFileSync } from 'node:fs';
import { inlineScriptHash, inlineScriptHashes } from '@da-boulder/server-kit/security-headers';
import { cutShellTemplate, shellPage as shellPageOf } from './shell-page.mjs';

/** The shell's template as the build writes it: its entry script added to the head. */
const template = readFileSync(new URL('../src/index.html', import.meta.url), 'utf8').replace(
  '<!--remotes-->',
  '<!--remotes-->\n    <script defer src="/main.1.js"></script>',
);
const remotes = { public_site: 'https://site.example' };
const shellTemplate = cutShellTemplate(template);
const shellPage = (
  remoteUrls: Record<string, string>,
  page: Omit<Parameters<typeof shellPageOf>[1], 'siteOrigin' | 'remoteUrls'>,
) => shellPageOf(shellTemplate, { siteOrigin: 'https://example.org', remoteUrls, ...page });
const headHtml = '<title>About | Site</title>';

/** The document as a browser reads it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the shell page', () => {
  it("writes the head as it is, even a title holding replacement patterns like $' and $&", () => {
    const { html } = shellPage(remotes, {
      headHtml: `<title>Price $' and $&amp; and $1</title>`,
      scripts: ['/a.js'],
    });
    expect(parse(html).title).toBe("Price $' and $& and $1");
    expect(html).toContain('<link rel="preload" as="script" href="/a.js" />');
    expect(html).toContain('<noscript>');
  });

  it("puts the page's head in place of the template's title and description", () => {
    const doc = parse(shellPage(remotes, { headHtml, scripts: [] }).html);
    expect(doc.title).toBe('About | Site');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(0);
    expect(doc.head.firstElementChild?.getAttribute('charset')).toBe('utf-8');
  });

  it('refuses a template without the markers it is put together at', () => {
    expect(() => cutShellTemplate('<html><body></body></html>')).toThrow(/remotes/);
  });
});

describe('a server-rendered shell page', () => {
  const hydrationData = { loaderData: { '/events': { reads: { '/api/x': { title: 'Now' } } } } };
  const rendered = { html: '<h1>About</h1>', styles: '<style>h1{}</style>', hydrationData };
  const { html, scriptHashes } = shellPage(remotes, {
    headHtml,
    scripts: ['https://site.example/remoteEntry.js', 'https://site.example/page a.js'],
    rendered,
  });

  it('carries the page and its styles, and no note that it needs scripts', () => {
    expect(html).toContain('<div id="root"><h1>About</h1></div>');
    expect(html).toContain('<style>h1{}</style>');
    expect(html).not.toContain('noscript');
  });

  it('starts its scripts at its first paint, never waiting for its load: the remote’s files and the shell’s entry', () => {
    expect(html).not.toContain('<link rel="preload"');
    expect(html).not.toContain('<script defer');
    const loader = /<script>(\(function\(\)\{function go.*?)<\/script>\s*<\/body>/.exec(html)?.[1];
    expect(loader).toContain(
      '["https://site.example/remoteEntry.js","https://site.example/page%20a.js"].forEach',
    );
    expect(loader).toContain('["/main.1.js"].forEach');
    expect(loader).toContain('first-contentful-paint');
    expect(loader).not.toContain("'load'");
    // After the hydration data the shell's entry takes.
    expect(html.indexOf('__staticRouterHydrationData')).toBeLessThan(html.indexOf(loader ?? '-'));
  });

  it('hands the router its data, and ends where each answer adds its own', () => {
    const posted = { form: 'x', values: { a: '</script>' }, errors: {} };
    const withAction = { ...hydrationData, actionData: { '/contact': { posted } } };
    const page = shellPage(remotes, {
      headHtml,
      scripts: [],
      rendered: { ...rendered, hydrationData: withAction },
    });
    expect(page.html).toBe(page.start + page.end);
    expect(page.end).toMatch(/^\s*<\/body>\s*<\/html>\s*$/);
    const scripts = [...parse(page.html).body.querySelectorAll('script')].map((s) => s.textContent);
    const escaped = JSON.stringify(withAction).replace(/</g, '\\u003c');
    expect(scripts[0]).toBe(`window.__staticRouterHydrationData=${escaped}`);
    expect(page.html).not.toContain('"</script>"');
    // Then the loader, last.
    expect(scripts[1]).toContain('first-contentful-paint');
    expect(page.scriptHashes).toEqual(inlineScriptHashes(page.html));
  });

  it('hashes the inline scripts it wrote, and only those', () => {
    expect(scriptHashes).toEqual(inlineScriptHashes(html));
  });

  it('is put together by its parts: content holding </body>, </head> or <script> stays content', () => {
    const breakout =
      '<a title="x</body></head><!--<meta http-equiv=refresh content=0;url=https://evil.example/><script>alert(1)</script>">t</a>';
    const page = shellPage(remotes, {
      headHtml,
      scripts: [],
      rendered: {
        ...rendered,
        html: breakout,
        hydrationData: { loaderData: { '/x': { title: '</script><!--' } } },
      },
    });
    const doc = parse(page.html);
    expect(doc.querySelectorAll('head, body')).toHaveLength(2);
    expect(doc.querySelectorAll('meta[http-equiv], #root script')).toHaveLength(0);
    expect(doc.querySelector('#root a')?.getAttribute('title')).toContain('</body>');
    // The hydration data follows the page's content, whole, then the loader: the last of the body.
    const scripts = [...doc.body.querySelectorAll('script')].map((s) => s.textContent ?? '');
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toBe(
      'window.__staticRouterHydrationData={"loaderData":{"/x":{"title":"\\u003c/script>\\u003c!--"}}}',
    );
    expect(scripts[1]).toContain('first-contentful-paint');
    // Hashed from what the shell wrote, not searched for in the page: a `<script>` written in an
    // attribute's text gets no hash the CSP would let run.
    expect(inlineScriptHashes(page.html)).toContain(inlineScriptHash('alert(1)'));
    expect(page.scriptHashes).not.toContain(inlineScriptHash('alert(1)'));
  });
});
