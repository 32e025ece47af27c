/**
 * @jest-environment node
 */
// The shell's render path on the built deployables: the shell server (a child process, as it
// runs), the public-site remote's built files, and an API answering the routes' loaders.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sampleContent } from '@da-boulder/contracts';
import { createStaticHandler } from '@da-boulder/server-kit/static-server';
import { inlineScriptHashes } from '@da-boulder/server-kit/security-headers';
import { freePort, rootDir, stopProcess, waitForPort } from '../../scripts/lib/run.mjs';

// Some tests start a shell of their own, a child process: on a busy machine that takes seconds.
jest.setTimeout(30_000);

const publicSiteDist = path.join(rootDir, 'public-site', 'dist');
const BUILT = [
  path.join(rootDir, 'shell', 'dist', 'shell.html'),
  path.join(rootDir, 'shell', 'dist-server', 'render-page.js'),
  path.join(publicSiteDist, 'server', 'remoteEntry.js'),
];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Each file the remotes were asked for, in order. */
const remoteRequests: string[] = [];

/** The remote's files as its own server serves them. */
const remoteServer = (root: string) => {
  const serve = createStaticHandler(root);
  return createServer((req, res) => {
    remoteRequests.push(req.url ?? '');
    serve(req, res);
  });
};

/** The API's public read the /events page makes, with events an admin can change. */
const sampleEvent = sampleContent.events[0];
const DRAFT = { ...sampleEvent, slug: 'draft-retreat', title: 'Draft Retreat', token: 'signed.x' };
const description =
  'A day of **practice**.\n\n<img src="x" onerror="alert(1)"> [a link](javascript:alert(1))';
let events = [{ ...sampleEvent, title: 'Autumn Retreat', description }];
const eventsPage = () => ({ events, total: events.length, page: 1, pageSize: 100 });
let eventsAnswer: () => unknown = eventsPage;
/** The stub's content version: named on each answer, and moved on by each write, as the API's. */
let contentVersion = 1;
/** The subscriptions the stub was sent: the headers and JSON each came with. */
const subscriptions: { headers: IncomingMessage['headers']; body: unknown }[] = [];
/** Told once the shell stops passing an upload on to the API. */
let uploadLetGo = () => {};
const api = createServer((req, res) => {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'X-Content-Version': String(contentVersion),
    });
    res.end(JSON.stringify(body));
  };
  if (req.method !== 'GET' && req.url?.startsWith('/api/cms/')) {
    contentVersion += 1;
    return json(200, {});
  }
  // An upload its sender gives up on halfway: told when the shell lets go of it.
  if (req.url === '/api/uploads') {
    req.on('close', () => uploadLetGo());
    return req.resume();
  }
  if (req.method === 'POST' && req.url === '/api/newsletter/subscribe') {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text);
      if (body.email === 'refused@example.org')
        return json(400, {
          message: 'Validation failed',
          errors: { email: 'Please enter a valid email address.' },
        });
      subscriptions.push({ headers: req.headers, body });
      json(201, { message: 'Check your inbox' });
    });
    return;
  }
  // The upcoming and the past events alike (`?when=`): the same few.
  if (req.url?.split('?')[0] === '/api/cms/events') return json(200, eventsAnswer());
  if (req.url === `/api/events/slug/${sampleEvent.slug}`) return json(200, { event: events[0] });
  // A draft, seen only through its preview link (the API checks the token).
  if (req.url === `/api/events/slug/${DRAFT.slug}?preview=${DRAFT.token}`)
    return json(200, { event: DRAFT });
  if (req.url === '/api/content-dates')
    return json(200, {
      latest: {},
      events: [{ slug: 'a&b', updatedAt: '2030-01-02T00:00:00.000Z' }],
      webinars: [],
    });
  json(404, { error: 'Not found' });
});

/** A line of the shell's JSON log, as far as these tests read it. */
interface LogLine {
  level: string;
  process: string;
  msg: string;
  reqId?: string;
}

interface Shell {
  url: string;
  /** The messages of the warnings the shell logged. */
  logs: () => string[];
  /** Every line the shell logged. */
  lines: () => LogLine[];
  child: ChildProcess;
}

const shells: Shell[] = [];

async function startShell(env: Record<string, string>): Promise<Shell> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/index.mjs'], {
    cwd: path.join(rootDir, 'shell'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE_URL: 'https://example.org',
      SESSION_SECRET: 's'.repeat(32),
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  await waitForPort(port, { child });
  const lines = () =>
    stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  const shell = {
    url: `http://127.0.0.1:${port}`,
    logs: () =>
      lines()
        .filter((line) => line.level === 'warn')
        .map((line) => line.msg),
    lines,
    child,
  };
  shells.push(shell);
  return shell;
}

/** The page, once the shell has loaded the remote's server build (it starts loading at once). */
async function pageOnceLoaded(shell: Shell, pathname: string) {
  for (let tries = 1; ; tries += 1) {
    const response = await fetch(`${shell.url}${pathname}`);
    const html = await response.text();
    if (response.headers.get('server-timing') !== 'client-render' || tries === 50)
      return { response, html };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The contact page's form from `name`, sent without scripts to the shell. */
const sendContactForm = (shell: Shell, name: string) =>
  fetch(`${shell.url}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      form: 'contact-page',
      name,
      email: 'dana@example.org',
      interest: 'programs',
      message: 'Hello there, teachers.',
    }),
  });

/** A page without the signed times its answer ended with (each answer has its own). */
const withoutFormTimes = (html: string) =>
  html.replace(/(name="formIssuedAt" value=")[^"]+"/g, '$1…"');

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<script>/.exec(html)?.[1];

let remote: Server;
let remoteUrl: string;
let apiUrl: string;

beforeAll(async () => {
  const missing = BUILT.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`Build first (npm test does): missing ${missing.join(', ')}`);
  remote = remoteServer(publicSiteDist);
  remoteUrl = await listen(remote);
  apiUrl = await listen(api);
});

afterAll(async () => {
  await Promise.all(shells.map((shell) => stopProcess(shell.child)));
  remote.close();
  api.close();
});

describe("the shell's server rendering", () => {
  let shell: Shell;
  beforeAll(async () => {
    // SITE_URL as it may be written, with a trailing slash: the addresses named have one slash.
    shell = await startShell({
      PUBLIC_SITE_URL: remoteUrl,
      API_URL: apiUrl,
      SITE_URL: 'https://example.org/',
    });
  });

  /** An admin's write passing through the shell: its answer names the stub's next version. */
  const writeThroughShell = async () => {
    await (await fetch(`${shell.url}/api/cms/events/${sampleEvent.id}`, { method: 'PUT' })).text();
  };

  it('sends a public page rendered, with its styles, and without the scripts-needed note', async () => {
    const { response, html } = await pageOnceLoaded(shell, '/about');
    expect(rootOf(html)).toContain('<h1');
    expect(rootOf(html)).toContain('Our Spiritual Path');
    expect(html).toMatch(/<style data-styled="true"/);
    expect(html).not.toContain('<noscript>');
    expect(response.headers.get('server-timing')).toMatch(/^render;dur=/);
    // Loaded once as the shell started: not for the remote's entry before its manifest was read,
    // then again for the deploy that manifest names.
    const serverEntryLoads = remoteRequests.filter((url) =>
      url.startsWith('/server/remoteEntry.js'),
    );
    expect(serverEntryLoads).toHaveLength(1);
  });

  it('answers robots.txt and sitemap.xml through their routes, the sitemap escaped and revalidated', async () => {
    const robots = await fetch(`${shell.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toBe(
      'User-agent: *\nDisallow: /admin\nDisallow: /login\n\nSitemap: https://example.org/sitemap.xml\n',
    );
    const sitemap = await fetch(`${shell.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers.get('cache-control')).toBe('no-cache');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://example.org/events/a%26b</loc>');
    expect(xml).toContain('<loc>https://example.org/about</loc>');
    const etag = sitemap.headers.get('etag') ?? '';
    const again = await fetch(`${shell.url}/sitemap.xml`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    // A form posted to a file is refused, as it is.
    const posted = await postForm('/robots.txt', 'a=1');
    expect([posted.status, posted.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it('takes GET, HEAD and POST on its pages and files, and refuses any other method', async () => {
    await pageOnceLoaded(shell, '/about');
    for (const [method, path] of [
      ['PUT', '/about'],
      ['DELETE', '/'],
      ['PATCH', '/sitemap.xml'],
      ['PROPFIND', '/contact'],
    ]) {
      const refused = await fetch(`${shell.url}${path}`, { method });
      expect([refused.status, refused.headers.get('allow'), await refused.text()]).toEqual([
        405,
        'GET, HEAD, POST',
        '',
      ]);
    }
    const options = await fetch(`${shell.url}/about`, { method: 'OPTIONS' });
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'GET, HEAD, POST']);
  });

  it("answers an unknown path or event with the 404 its loader threw, and the spec's texts", async () => {
    const unknownPath = await pageOnceLoaded(shell, '/no-such-page');
    expect(unknownPath.response.status).toBe(404);
    expect(rootOf(unknownPath.html)).toContain('404 Page Not Found');
    expect(unknownPath.html).not.toContain('Did you forget');
    const unknownEvent = await pageOnceLoaded(shell, '/events/no-such-event');
    expect(unknownEvent.response.status).toBe(404);
    expect(rootOf(unknownEvent.html)).toContain('Event Not Found');
    expect(rootOf(unknownEvent.html)).not.toContain('aria-busy');
    // The browser's router hydrates with the same answer: the route's error, and no data.
    expect(unknownEvent.html).toMatch(
      /window\.__staticRouterHydrationData=\{[^<]*"errors":\{"\/events\/:slug":\{"status":404,[^<]*"__type":"RouteErrorResponse"\}/,
    );
    // Every made-up slug is that one page: its loader asks, and the page comes from the cache.
    const another = await fetch(`${shell.url}/events/another-made-up-one`);
    expect(another.status).toBe(404);
    expect(another.headers.get('server-timing')).toBe('cache');
    expect(rootOf(await another.text())).toBe(rootOf(unknownEvent.html));
    const known = await pageOnceLoaded(shell, `/events/${sampleEvent.slug}`);
    expect(known.response.status).toBe(200);
  });

  it('ends each answer with its own signed time for the forms, and renders a form sent without scripts with what was typed', async () => {
    const { html } = await pageOnceLoaded(shell, '/contact');
    const timeOf = (page: string) =>
      Number(
        /form="site-form-contact-page" name="formIssuedAt" value="(\d+)\.[\w-]{43}"/.exec(
          page,
        )?.[1],
      );
    const first = timeOf(html);
    expect(first).toBeGreaterThan(Date.now() - 60_000);
    // The fields come last, after the page's own scripts, one for each timed form.
    expect(html).toMatch(
      /<\/script>(<input type="hidden" form="site-form-[\w-]+" name="formIssuedAt" value="[\d.\w-]+">){4}\s*<\/body>/,
    );
    // The same page from the cache, a moment later: a time of its own.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await fetch(`${shell.url}/contact`);
    expect(again.headers.get('server-timing')).toBe('cache');
    expect(timeOf(await again.text())).toBeGreaterThan(first);
    // The stand-in API knows no /api/contact: the page says the message could not be sent.
    const sent = await sendContactForm(shell, 'Dana <b>Smith</b>');
    expect(sent.status).toBe(404);
    const root = rootOf(await sent.text());
    expect(root).toContain('value="Dana &lt;b&gt;Smith&lt;/b&gt;"');
    expect(root).toContain('Your message couldn&#x27;t be sent. Please try again later.');
  });

  it("renders with its loader's reads, its markdown formatted, and keeps it until the content version changes", async () => {
    const first = await pageOnceLoaded(shell, '/events');
    expect(rootOf(first.html)).toContain('Autumn Retreat');
    const eventPage = await pageOnceLoaded(shell, `/events/${sampleEvent.slug}`);
    const eventRoot = rootOf(eventPage.html);
    expect(eventRoot).toContain('A day of <strong>practice</strong>.');
    // Sanitised by the browser's rules.
    expect(eventRoot).toContain('<a>a link</a>');
    expect(eventRoot).not.toMatch(/onerror|javascript:/);

    const again = await fetch(`${shell.url}/events`);
    expect(again.headers.get('server-timing')).toBe('cache');
    await again.text();

    // An admin's edit, sent through the shell: the next visitor gets a page rendered with it.
    events = [{ ...sampleEvent, title: 'Winter Intensive' }];
    await writeThroughShell();
    const edited = await fetch(`${shell.url}/events`);
    expect(edited.headers.get('server-timing')).toMatch(/^render;dur=/);
    const editedRoot = rootOf(await edited.text());
    expect(editedRoot).toContain('Winter Intensive');
    expect(editedRoot).not.toContain('Autumn Retreat');

    // An edit that reached the API another way (another shell) shows once the shell has asked the
    // API again, which the first visit a quarter second on does: the next visits have it.
    events = [{ ...sampleEvent, title: 'Spring Gathering' }];
    contentVersion += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    let later = '';
    for (let tries = 0; tries < 50 && !later.includes('Spring Gathering'); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = rootOf((await pageOnceLoaded(shell, '/events')).html) ?? '';
    }
    expect(later).toContain('Spring Gathering');
  });

  it('leaves a page whose render throws to the browser, logged in one line, and keeps serving', async () => {
    eventsAnswer = () => ({ events: [{ id: 'broken' }], total: 1, page: 1, pageSize: 100 });
    await writeThroughShell();
    const before = shell.logs().length;
    const response = await fetch(`${shell.url}/events`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<noscript>');
    // The site's title, not the not-found head: a crawler would drop the page by its noindex.
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('Page Not Found');
    expect(response.headers.get('server-timing')).toBe('client-render');
    expect(shell.logs().slice(before)).toEqual([
      expect.stringMatching(/^\/events left to the browser: /),
    ]);
    // The line names the request it was written for, as its answer does.
    expect(shell.lines()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        process: 'shell',
        reqId: response.headers.get('x-request-id'),
        msg: expect.stringMatching(/^\/events left to the browser: /),
      }),
    );
    // A form refused there cannot have its page made: said plainly, never an empty page.
    const refused = await fetch(`${shell.url}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'form=subscribe&email=refused%40example.org',
    });
    expect([refused.status, refused.headers.get('cache-control')]).toEqual([503, 'no-store']);
    expect(await refused.text()).toContain('so it may not have been sent');
    // Not kept: the next visitor after a fix gets the rendered page.
    eventsAnswer = eventsPage;
    await writeThroughShell();
    expect(rootOf((await pageOnceLoaded(shell, '/events')).html)).toContain('<h1');
    expect((await fetch(`${shell.url}/about`)).status).toBe(200);
  });

  it('sends a page asked for again whole, with the headers it was rendered with', async () => {
    const first = await pageOnceLoaded(shell, '/about');
    const again = await fetch(`${shell.url}/about`, { headers: { 'Accept-Encoding': 'identity' } });
    const html = await again.text();
    expect(again.headers.get('server-timing')).toBe('cache');
    expect(withoutFormTimes(html)).toBe(withoutFormTimes(first.html));
    expect(again.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    // Each answer has its own date, timing and request id.
    const ownHeaders = [
      'date',
      'server-timing',
      'content-length',
      'content-encoding',
      'x-request-id',
    ];
    const headersOf = (response: Response) =>
      [...response.headers].filter(([name]) => !ownHeaders.includes(name));
    expect(headersOf(again)).toEqual(headersOf(first.response));
    const againId = again.headers.get('x-request-id');
    expect(againId).toMatch(/^[0-9a-f-]{36}$/);
    expect(againId).not.toBe(first.response.headers.get('x-request-id'));
    // nginx logs such a visit: the shell's own line is a debug one, not written at info.
    const robots = await fetch(`${shell.url}/robots.txt`);
    await robots.text();
    const robotsId = robots.headers.get('x-request-id');
    const robotsLogged = () => shell.lines().some((line) => line.reqId === robotsId);
    for (let tries = 0; !robotsLogged() && tries < 200; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(robotsLogged()).toBe(true);
    expect(shell.lines().filter((line) => line.reqId === againId)).toEqual([]);
    // Its inline scripts run by their hashes, and only they.
    const scriptSources = (again.headers.get('content-security-policy') ?? '')
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSources).toContain(hash);
    expect(scriptSources).not.toContain('unsafe-inline');
    expect(again.headers.get('x-frame-options')).toBe('DENY');
    expect(again.headers.get('x-xss-protection')).toBeNull();
  });

  it("sends a draft's preview as visitors will see it, for no cache and no search engine", async () => {
    const address = `/events/${DRAFT.slug}?preview=${DRAFT.token}`;
    const { response, html } = await pageOnceLoaded(shell, address);
    expect(response.status).toBe(200);
    expect(rootOf(html)).toContain('Draft Retreat');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('application/ld+json');
    // Made anew each time, though the stub names its content version as a cached read would.
    const again = await fetch(`${shell.url}${address}`);
    expect(again.headers.get('server-timing')).toMatch(/^render;dur=/);
    expect((await fetch(`${shell.url}/events/${DRAFT.slug}`)).status).toBe(404);
  });

  it('renders with the query parameters a page reads, and takes any other query as the page', async () => {
    const about = await pageOnceLoaded(shell, '/about');
    const madeUp = await fetch(`${shell.url}/about?utm_source=${Date.now()}`);
    expect(madeUp.headers.get('server-timing')).toBe('cache');
    expect(withoutFormTimes(await madeUp.text())).toBe(withoutFormTimes(about.html));

    const confirm = await pageOnceLoaded(shell, '/newsletter/confirm?token=abc&x=1');
    // With its token, the page confirms as it opens (the browser does it), and until then asks
    // for the press that confirms without scripts: without, it says the link is incomplete.
    expect(rootOf(confirm.html)).toContain('Confirm your subscription');
    expect(rootOf(confirm.html)).not.toContain('Confirming');
    const noToken = await pageOnceLoaded(shell, '/newsletter/confirm?x=1');
    expect(rootOf(noToken.html)).not.toContain('Confirm your subscription');
  });

  it('moves a path written in other letters for good to its lower-case self, query kept', async () => {
    const moved = async (pathname: string, method = 'GET') => {
      const response = await fetch(`${shell.url}${pathname}`, { method, redirect: 'manual' });
      await response.text();
      return [response.status, response.headers.get('location')];
    };
    expect(await moved(`/EVENTS/${sampleEvent.slug}`)).toEqual([
      301,
      `/events/${sampleEvent.slug}`,
    ]);
    expect(await moved('/About?utm_source=News&Token=AbC')).toEqual([
      301,
      '/about?utm_source=News&Token=AbC',
    ]);
    expect(await moved('/ADMIN')).toEqual([301, '/admin']);
    expect(await moved('/Login')).toEqual([301, '/login']);
    // A form's POST stays a POST; escapes stay as they are; never to another site.
    expect(await moved('/Contact', 'POST')).toEqual([308, '/contact']);
    expect(await moved('/Caf%C3%A9')).toEqual([301, '/caf%C3%A9']);
    expect(await moved('//Evil.example/x')).toEqual([301, '/evil.example/x']);
    expect(await moved('/\\evil.example')).toEqual([301, '/evil.example']);
    // A path as a browser would resolve it: one page, one cache entry, never another's 404.
    const raw = (target: string) =>
      new Promise<[number | undefined, string | undefined]>((resolve, reject) => {
        const { port } = new URL(shell.url);
        request({ host: '127.0.0.1', port, path: target }, (res) => {
          res.resume();
          resolve([res.statusCode, res.headers.location]);
        })
          .on('error', reject)
          .end();
      });
    expect(await raw('/register/..\\Zz')).toEqual([301, '/zz']);
    expect(await raw('/events/%2E%2e/x?y=1')).toEqual([301, '/x?y=1']);
    // Resolved, never to another site: "/a/../" then "//host" would be one.
    expect(await raw('/a/%2e%2e//evil.example/x')).toEqual([301, '/evil.example/x']);
    expect(await raw('/.//evil.example')).toEqual([301, '/evil.example']);
    expect(await raw('/x/..\\/evil.example')).toEqual([301, '/evil.example']);
    // Only a path: a full address as the target would move the visitor to its host.
    expect(await raw('http://evil.example/Newsletter')).toEqual([400, undefined]);
    // Followed, it is the page, rendered.
    const page = await fetch(`${shell.url}/EVENTS/${sampleEvent.slug}`);
    expect(page.url).toBe(`${shell.url}/events/${sampleEvent.slug}`);
    expect(rootOf(await page.text())).toContain('<h1');
  });

  /** A form as a browser sends it without scripts; redirects not followed. */
  const postForm = (pathname: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${shell.url}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });

  it("answers a form sent without scripts through its route's action: posted as the visitor, then 303", async () => {
    await pageOnceLoaded(shell, '/newsletter');
    const response = await postForm(
      '/newsletter',
      new URLSearchParams({ form: 'subscribe', email: 'dana@example.org', name: '' }).toString(),
      { Origin: 'http://site.example', 'Sec-Fetch-Site': 'same-origin', Cookie: 'session=x' },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/newsletter?sent=subscribe');
    const [sent] = subscriptions;
    expect(sent.body).toEqual({ email: 'dana@example.org' });
    // The visitor's address for the API's limits, and the headers it refuses other sites by.
    expect(sent.headers['x-real-ip']).toBe('127.0.0.1');
    expect(sent.headers.origin).toBe('http://site.example');
    expect(sent.headers['sec-fetch-site']).toBe('same-origin');
    expect(sent.headers.cookie).toBeUndefined();
    // The home page's forms too (its route is no index route, whose action would take `/?index`).
    const fromHome = await postForm('/', 'form=subscribe&email=sam%40example.org');
    expect([fromHome.status, fromHome.headers.get('location')]).toEqual([303, '/?sent=subscribe']);
    // The page it moves on to says so; a made-up `?sent=` is the page as it is.
    const said = await pageOnceLoaded(shell, '/newsletter?sent=subscribe');
    expect(rootOf(said.html)).toContain('Subscription successful!');
    const madeUp = await fetch(`${shell.url}/newsletter?sent=nothing`);
    expect(rootOf(await madeUp.text())).not.toContain('Subscription successful!');
    // A second form refused there says so, not that the first was sent; nothing keeps it.
    const refused = await postForm(
      '/newsletter?sent=subscribe',
      'form=subscribe&email=refused@example.org',
    );
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const again = rootOf(await refused.text());
    expect(again).toContain('Please enter a valid email address.');
    expect(again).not.toContain('Subscription successful!');
  });

  it('refuses a post that is no form of the page, and a body no form is sent as, asking the API nothing', async () => {
    await pageOnceLoaded(shell, '/contact');
    const before = subscriptions.length;
    const otherForm = await postForm('/contact', 'form=subscribe&email=dana%40example.org');
    expect(otherForm.status).toBe(400);
    expect(rootOf(await otherForm.text())).toContain('The form was not sent');
    const noAction = await postForm('/about', 'form=subscribe&email=dana%40example.org');
    expect(noAction.status).toBe(405);
    expect(rootOf(await noAction.text())).toContain('This page takes no form.');
    const dashboard = await postForm('/login', 'username=a&password=b');
    expect([dashboard.status, dashboard.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    await dashboard.text();
    const json = await postForm('/newsletter', '{}', { 'Content-Type': 'application/json' });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain('The form was not sent');
    const large = await postForm('/newsletter', 'a'.repeat(100 * 1024 + 1));
    expect(large.status).toBe(413);
    await large.text();
    // Chunked: no Content-Length to refuse it by, refused as it arrives.
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${shell.url}/newsletter`,
        { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.write(`form=subscribe&email=${'a'.repeat(100 * 1024)}`);
      req.end();
    });
    expect(chunked).toBe(413);
    expect(subscriptions.length).toBe(before);
  });

  it('lets go of the API’s request when its sender goes away halfway', async () => {
    const letGo = new Promise<void>((resolve) => (uploadLetGo = resolve));
    const sender = request(`${shell.url}/api/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': '1000000' },
    });
    sender.on('error', () => undefined);
    sender.write(Buffer.alloc(1000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    sender.destroy();
    await letGo;
  });

  it('leaves /login and /admin to the browser', async () => {
    const html = await (await fetch(`${shell.url}/login`)).text();
    expect(html).toContain('<div id="root"></div>');
  });

  it("keeps other sites' windows out of the dashboard's documents, not the public pages'", async () => {
    for (const pathname of ['/login', '/admin'])
      expect(
        (await fetch(`${shell.url}${pathname}`)).headers.get('cross-origin-opener-policy'),
      ).toBe('same-origin');
    // Made just now, or kept from moments ago, alike.
    const fresh = `/about?made=${Date.now()}`;
    for (const pathname of ['/about', fresh, fresh]) {
      const response = await fetch(`${shell.url}${pathname}`);
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

/** How many times `page` was left to the browser, by the shell's metrics (asked from loopback). */
async function fallbacks(shell: Shell, page: string) {
  const text = await (await fetch(`${shell.url}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`shell_page_fallbacks_total{page="${page}"}`));
  return Number(line?.split(' ')[1] ?? 0);
}

describe('without the API', () => {
  it('answers a detail page 503 and renders a list page with its own state, kept for none', async () => {
    const gone = createServer();
    const goneUrl = await listen(gone);
    await new Promise((resolve) => gone.close(resolve));
    const shell = await startShell({ PUBLIC_SITE_URL: remoteUrl, API_URL: goneUrl });
    const detail = await pageOnceLoaded(shell, `/events/${sampleEvent.slug}`);
    expect(detail.response.status).toBe(503);
    // The event page's own view of a read that failed (SPEC §8: 'Event Not Found').
    expect(rootOf(detail.html)).toContain('Event Not Found');
    const list = await pageOnceLoaded(shell, '/events');
    expect(list.response.status).toBe(200);
    expect(rootOf(list.html)).toContain('<h1');
    const again = await fetch(`${shell.url}/events`);
    await again.text();
    expect(again.headers.get('server-timing')).toMatch(/^render;dur=/);
    // A form sent meanwhile comes back with what was typed, and says it could not be sent.
    const sent = await sendContactForm(shell, 'Dana');
    expect(sent.status).toBe(502);
    const root = rootOf(await sent.text());
    expect(root).toContain('value="Dana"');
    expect(root).toContain('Your message couldn&#x27;t be sent. Please try again later.');
    await expectSitemapUnavailable(shell);
  });
});

/** sitemap.xml answered 503 while it cannot be made: never a broken document, nor a page. */
async function expectSitemapUnavailable(shell: Shell) {
  const response = await fetch(`${shell.url}/sitemap.xml`);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('10');
  expect(await response.text()).toMatch(/try again/);
}

describe("the shell's server rendering falls back to the browser's", () => {
  it("when the remote's server build is missing", async () => {
    // The remote deployed without dist/server: its browser files only.
    const browserOnly = mkdtempSync(path.join(os.tmpdir(), 'public-site-'));
    for (const file of ['mf-manifest.json', 'page-chunks.json', 'remoteEntry.js'])
      copyFileSync(path.join(publicSiteDist, file), path.join(browserOnly, file));
    const browserOnlyRemote = remoteServer(browserOnly);
    try {
      const shell = await startShell({
        PUBLIC_SITE_URL: await listen(browserOnlyRemote),
        API_URL: apiUrl,
      });
      const response = await fetch(`${shell.url}/about`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<noscript>');
      expect(shell.logs()).toContainEqual(expect.stringMatching(/^\/about left to the browser: /));
      // Without the server build there is no route definition to name the page's kind or head:
      // the template's title stands in.
      expect(await fallbacks(shell, 'other')).toBe(1);
      expect(html).toContain('<title>Diamond Approach Boulder</title>');
      await expectSitemapUnavailable(shell);
    } finally {
      browserOnlyRemote.close();
      rmSync(browserOnly, { recursive: true, force: true });
    }
  });

  it('when a render takes longer than its budget', async () => {
    const shell = await startShell({
      PUBLIC_SITE_URL: remoteUrl,
      API_URL: apiUrl,
      SERVER_RENDER_BUDGET_MS: '1',
    });
    const response = await fetch(`${shell.url}/about`);
    expect(await response.text()).toContain('<div id="root"></div>');
    expect(shell.logs()).toContainEqual(
      expect.stringMatching(/^\/about left to the browser: took longer than 1 ms/),
    );
    expect(await fallbacks(shell, '/about')).toBe(1);
  });
});

describe('the settings it shares with the API', () => {
  /** What the shell says as it refuses to start with `siteUrl`, in production. */
  const refusal = (siteUrl: string, more: Record<string, string> = {}) => {
    const started = spawnSync(process.execPath, ['server/index.mjs'], {
      cwd: path.join(rootDir, 'shell'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(32),
        SITE_URL: siteUrl,
        ...more,
      },
      encoding: 'utf8',
    });
    expect(started.status).toBe(1);
    return started.stdout;
  };

  it("are read by the API's rules: SITE_URL required in production, and an address", () => {
    expect(refusal('')).toContain('SITE_URL must be set in production');
    expect(refusal('example.org')).toContain('SITE_URL must be an http:// or https:// address');
    expect(refusal('https://example.org', { SESSION_SECRET: 'short' })).toContain(
      'SESSION_SECRET must be set to at least 32 characters in production',
    );
    expect(refusal('https://example.org', { SHUTDOWN_DRAIN_MS: '3s' })).toContain(
      'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds',
    );
    expect(refusal('https://example.org', { TRUST_PROXY: 'yes' })).toContain(
      'TRUST_PROXY must be true (behind a reverse proxy) or false',
    );
  });
});
