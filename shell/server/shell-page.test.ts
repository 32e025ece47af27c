import { firstReadsScript } from './first-reads.mjs';
import { createShellPage } from './shell-page.mjs';

const template = '<head>\n<!--remotes-->\n</head><body>tail</body>';

describe('the shell page', () => {
  it("writes the reads as they are, even a title holding replacement patterns like $' and $&", () => {
    const reads = { '/api/events/slug/x': { event: { title: "Price $' and $& and $1" } } };
    const html = createShellPage(template, { siteOrigin: 'https://example.org' })(
      { public_site: 'https://site.example' },
      { scripts: ['/a.js'], data: [], readsScript: firstReadsScript(reads) },
    );
    const json = /window\.__FIRST_READS__=(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(reads);
    expect(html.match(/tail/g)).toHaveLength(1);
    expect(html).toContain('<link rel="preload" as="script" href="/a.js" />');
  });
});

describe('a server-rendered shell page', () => {
  const built =
    '<head>\n<!--remotes-->\n<script defer src="/main.1.js"></script></head><body><noscript>Needs scripts</noscript><div id="root"></div></body>';
  const html = createShellPage(built, { siteOrigin: 'https://example.org' })(
    { public_site: 'https://site.example' },
    {
      scripts: ['https://site.example/remoteEntry.js', 'https://site.example/page a.js'],
      data: [],
      readsScript: firstReadsScript({}),
      rendered: { html: '<h1>About</h1>', styles: '<style>h1{}</style>' },
    },
  );

  it('carries the page and its styles, and no note that it needs scripts', () => {
    expect(html).toContain('<div id="root"><h1>About</h1></div>');
    expect(html).toContain('<style>h1{}</style>');
    expect(html).not.toContain('noscript');
  });

  it('starts no script before its first paint, then the remote’s files and the shell’s entry', () => {
    expect(html).not.toContain('<link rel="preload"');
    expect(html).not.toContain('<script defer');
    const loader = /<script>(\(function\(\)\{var waiting.*?)<\/script>\s*<\/body>/.exec(html)?.[1];
    expect(loader).toContain(
      '["https://site.example/remoteEntry.js","https://site.example/page%20a.js"].forEach',
    );
    expect(loader).toContain('["/main.1.js"].forEach');
    // After the reads the shell's entry takes.
    expect(html.indexOf('__FIRST_READS__')).toBeLessThan(html.indexOf(loader ?? '-'));
  });
});
