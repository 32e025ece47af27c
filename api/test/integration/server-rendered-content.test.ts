import { parse } from 'parse5';
import { builtShell, renderedPage } from '../support/built-shell';
import { attribute, elements, isElement, textOf } from '../support/html-tree';
import { signedInAgent, startTestApp, type TestApp } from '../support/test-app';
import { loopbackServers } from '../support/loopback-servers';
import { dropTestDatabase } from '../support/test-database';

/** The public forms whose signed time each page ends with, by their `<form>` element's id. */
const TIMED_FORM_IDS = [
  'site-form-contact-page',
  'site-form-speak-with-teacher',
  'site-form-subscribe',
  'site-form-registration',
];

// Issue 30: what an admin writes must stay content in every page the shell renders. Every text
// and markdown field of every content type holds markup that would end the head or the body, open
// a comment, end a script or redirect the visitor; the real API on FerretDB keeps it, the built
// shell renders the public-site remote's built pages from it, and a real HTML parser reads them.

/** One line (single-line fields refuse line breaks), within the 200 characters a short field takes. */
const LINE =
  'x</body></head><!--</script><meta http-equiv="refresh" content="0;url=https://evil.example/"><script>window.__pwned=1</script><img src=/x.png onerror=window.__pwned=1>';
/** Issue 30's breakout: `</body>` kept by the sanitiser in a link's title. */
const BREAKOUT =
  '[t](/a "x</body><meta http-equiv=refresh content=0;url=https://evil.example/><img src=https://evil.example/x.png>")';
const MARKDOWN = `${LINE} **bold** ${BREAKOUT}`;
/** For the fields of at most 50 characters. */
const SHORT = '</body><!--</script><meta http-equiv=refresh>';
/** An address field refuses spaces: the markup goes without them. */
const URL_LINE =
  'https://example.org/x"\'></body></head><!--</script><meta/http-equiv="refresh"/content="0;url=https://evil.example/">';

// Three servers start, and each page waits for the shell to load the remote's server build.
jest.setTimeout(120_000);

const { listen, closeAll } = loopbackServers();
const shell = builtShell();

let app: TestApp;
let shellUrl: string;
const slugs = { event: '', webinar: '' };

beforeAll(async () => {
  app = await startTestApp();
  const admin = await signedInAgent(app.handler);
  const created = async (answer: Promise<{ status: number; body: Record<string, unknown> }>) => {
    const { status, body } = await answer;
    if (status !== 201) throw new Error(`not created (${status}): ${JSON.stringify(body)}`);
    return body;
  };

  const { teacher } = await created(
    admin
      .post('/api/cms/teachers')
      .field('name', LINE)
      .field('title', LINE)
      .field('bio', MARKDOWN)
      .field('personalDescription', MARKDOWN)
      .field('location', LINE)
      .field('websiteUrl', URL_LINE),
  );
  const { event } = await created(
    admin.post('/api/cms/events').field(
      'eventData',
      JSON.stringify({
        title: `Retreat ${LINE}`,
        introText: MARKDOWN,
        description: MARKDOWN,
        month: 'October',
        date: '5',
        year: 2030,
        time: LINE,
        location: LINE,
        facilitator: LINE,
        facilitatorRole: 'facilitator',
        facilitators: [LINE],
        teacherProfileIds: [(teacher as { id: string }).id],
        videoUrl: URL_LINE,
      }),
    ),
  );
  slugs.event = (event as { slug: string }).slug;
  const { webinar } = await created(
    admin.post('/api/cms/webinars').send({
      title: `Talk ${LINE}`,
      description: MARKDOWN,
      presenter: LINE,
      videoUrl: URL_LINE,
      thumbnailUrl: URL_LINE,
      tags: [SHORT],
      year: 2025,
      month: 'March',
    }),
  );
  slugs.webinar = (webinar as { slug: string }).slug;
  await created(
    admin
      .post('/api/cms/programs')
      .send({ title: LINE, description: MARKDOWN, linkUrl: URL_LINE, imageUrl: URL_LINE }),
  );
  await created(
    admin.post('/api/cms/newsletters').send({
      month: 'March',
      year: 2025,
      link: URL_LINE,
      isSpecial: true,
      specialDescription: MARKDOWN,
    }),
  );
  await created(
    admin.post('/api/cms/testimonials').send({
      quote: MARKDOWN,
      name: LINE,
      reviewCount: LINE.slice(0, 50),
      date: LINE.slice(0, 50),
    }),
  );

  shellUrl = await shell.start(app, await listen(app.handler));
});

afterAll(async () => {
  await shell.stopAll();
  closeAll();
  await dropTestDatabase();
});

/** How each inline script the shell writes starts: the remotes', the router's data, the loader's. */
const SHELL_SCRIPTS = [
  'window.__REMOTES__=',
  'window.__staticRouterHydrationData=',
  '(function(){function go(){',
];

/** Every public route: the sitemap's pages (the event and the webinar among them), and the rest. */
const routes = async () => [
  ...[
    ...(await (await fetch(`${shellUrl}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g),
  ].map(([, loc]) => new URL(loc).pathname),
  `/register/${slugs.event}`,
  '/newsletter/confirm?token=abc',
  '/newsletter/unsubscribe?token=abc',
  '/no-such-page',
];

describe('content holding markup in every field, on every public page', () => {
  it('stays content: one head and one body, no refresh, no element of its own, the reads whole', async () => {
    const pages = await routes();
    expect(pages).toEqual(
      expect.arrayContaining(['/about', `/events/${slugs.event}`, `/webinars/${slugs.webinar}`]),
    );
    for (const pathname of pages) {
      const html = await renderedPage(shellUrl, pathname);
      const document = parse(html);
      const all = elements(document);
      const where = `on ${pathname}`;
      expect([where, all.filter((e) => e.tagName === 'head').length]).toEqual([where, 1]);
      expect([where, all.filter((e) => e.tagName === 'body').length]).toEqual([where, 1]);
      const html_ = all.find((e) => e.tagName === 'html');
      const [head, body] = (html_?.childNodes ?? []).filter(isElement);
      expect([where, head?.tagName, body?.tagName]).toEqual([where, 'head', 'body']);
      // Nothing the content wrote is an element but what markdown makes: no refresh, no event
      // handler, not the breakout's picture, and every script one the shell wrote.
      const fromPayload = all.filter(
        (e) =>
          attribute(e, 'http-equiv') !== undefined ||
          e.attrs.some((attr) => attr.name.startsWith('on')) ||
          attribute(e, 'src') === 'https://evil.example/x.png' ||
          (e.tagName === 'script' &&
            attribute(e, 'type') !== 'application/ld+json' &&
            !SHELL_SCRIPTS.some((start) => textOf(e).trim().startsWith(start))),
      );
      expect([where, fromPayload.map((e) => e.tagName)]).toEqual([where, []]);
      // The body is the rendered root, then the router's data, the script loader and the
      // answer's signed time for each timed form: none swallowed.
      const bodyElements = (body?.childNodes ?? []).filter(isElement);
      expect([where, bodyElements.map((e) => e.tagName)]).toEqual([
        where,
        ['div', 'script', 'script', ...TIMED_FORM_IDS.map(() => 'input')],
      ]);
      for (const [index, formId] of TIMED_FORM_IDS.entries()) {
        const field = bodyElements[3 + index];
        expect([where, attribute(field, 'form'), attribute(field, 'name')]).toEqual([
          where,
          formId,
          'formIssuedAt',
        ]);
        expect(attribute(field, 'value')).toMatch(/^\d{13}\.[\w-]{43}$/);
      }
      const data = textOf(bodyElements[1]);
      expect([where, data.startsWith(SHELL_SCRIPTS[1])]).toEqual([where, true]);
      expect(() => JSON.parse(data.slice(SHELL_SCRIPTS[1].length))).not.toThrow();
      expect(textOf(bodyElements[2])).toContain('first-contentful-paint');
      // Every JSON-LD block in the head is data that parses.
      for (const block of all.filter((e) => attribute(e, 'type') === 'application/ld+json'))
        expect(() => JSON.parse(textOf(block))).not.toThrow();
    }
  });

  it('shows the markup as text: the event page has the link with its title, and the words', async () => {
    const document = parse(await renderedPage(shellUrl, `/events/${slugs.event}`));
    const all = elements(document);
    const link = all.find((e) => e.tagName === 'a' && attribute(e, 'href') === '/a');
    expect(attribute(link!, 'title')).toContain('</body><meta http-equiv=refresh');
    const title = all.find((e) => e.tagName === 'title');
    expect(textOf(title!)).toContain(`Retreat ${LINE}`);
    const root = all.find((e) => attribute(e, 'id') === 'root');
    expect(textOf(root!)).toContain('<meta http-equiv="refresh"');
    // The router's data hands the page the same text.
    const script = all
      .filter((e) => e.tagName === 'script')
      .find((e) => textOf(e).startsWith(SHELL_SCRIPTS[1]));
    const json = JSON.parse(textOf(script!).slice(SHELL_SCRIPTS[1].length)) as {
      loaderData: Record<string, { reads: Record<string, { event?: { description?: string } }> }>;
    };
    expect(
      json.loaderData['/events/:slug'].reads[`/api/events/slug/${slugs.event}`]?.event?.description,
    ).toBe(MARKDOWN);
  });
});
