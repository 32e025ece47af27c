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
