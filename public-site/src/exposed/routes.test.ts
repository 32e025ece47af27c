/**
 * @jest-environment node
 */
// Each public route's loader and action against a fake API (Node's own Request and Response, as
// on the shell's server).
import { matchRoutes, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { eventKey } from '../features/events/api/use-event';
import { cancelLinkKey } from '../features/registration/api/use-cancel-link';
import { PAST_EVENTS_KEY, UPCOMING_EVENTS_KEY } from '../features/events/api/use-events';
import { NEWSLETTERS_KEY } from '../features/newsletters/api/use-newsletters';
import { PROGRAMS_KEY } from '../features/programs/api/use-programs';
import { TEACHERS_KEY } from '../features/teachers/api/use-teachers';
import { TESTIMONIALS_KEY } from '../features/testimonials/api/use-testimonials';
import { WEBINARS_KEY, webinarKey } from '../features/webinars/api/use-webinars';
import { routes, SENT_FORMS, type ApiRead, type RouteData, type RouteHandle } from './routes';

const SITE = 'https://boulder.example.org';

/** The route `pathname` matches, as React Router matches it. */
const routeAt = (url: string) => matchRoutes(routes, url.split('?')[0])?.at(-1);

/**
 * What the route's loader at `pathname` reads from a fake API answering `answer` to each read,
 * and the data it returns (or the Response it throws).
 */
async function load(pathname: string, answer: (path: string) => ApiRead = () => undefined) {
  const match = routeAt(pathname);
  const asked: string[] = [];
  const readApi = async (path: string) => {
    asked.push(path);
    return answer(path);
  };
  const loader = match?.route.loader as ((args: LoaderFunctionArgs) => unknown) | undefined;
  let data: unknown;
  try {
    data = await loader?.({
      params: match?.params ?? {},
      request: new Request(`${SITE}${pathname}`),
      context: { readApi },
    });
  } catch (thrown) {
    data = thrown;
  }
  return { asked, data };
}

describe('the routes’ loaders', () => {
  // A read under another URL than the page's own would download the data twice.
  it('load exactly the reads the pages make', async () => {
    const slug = 'retreat one/two';
    const reads = async (path: string) => (await load(path)).asked;
    expect(await reads('/')).toEqual([UPCOMING_EVENTS_KEY, PROGRAMS_KEY, TESTIMONIALS_KEY]);
    expect(await reads('/programs')).toEqual([PROGRAMS_KEY, UPCOMING_EVENTS_KEY]);
    expect(await reads('/events')).toEqual([UPCOMING_EVENTS_KEY, PAST_EVENTS_KEY]);
    expect(await reads('/teachers')).toEqual([TEACHERS_KEY]);
    expect(await reads('/webinars')).toEqual([WEBINARS_KEY]);
    expect(await reads('/newsletter')).toEqual([NEWSLETTERS_KEY]);
    expect(await reads('/about')).toEqual([]);
    const segment = encodeURIComponent(slug);
    expect(await reads(`/events/${segment}`)).toEqual([eventKey(slug)]);
    expect(await reads(`/register/${segment}`)).toEqual([eventKey(slug)]);
    expect(await reads(`/webinars/${segment}`)).toEqual([webinarKey(slug)]);
    // From the query: what a cancel link names, by its token (none without one).
    expect(await reads('/registrations/cancel?token=a.b%2Bc&utm=x')).toEqual([
      cancelLinkKey('a.b+c'),
    ]);
    expect(await reads('/registrations/cancel')).toEqual([]);
  });

  it('read again when the reads change, not when a query they do not use does', () => {
    const readsAgain = (from: string, to: string) =>
      routeAt(from)?.route.shouldRevalidate?.({
        currentUrl: new URL(`${SITE}${from}`),
        currentParams: routeAt(from)?.params ?? {},
        nextUrl: new URL(`${SITE}${to}`),
        nextParams: routeAt(to)?.params ?? {},
        defaultShouldRevalidate: true,
      });
    // A year tab's address: the same lists.
    expect(readsAgain('/webinars', '/webinars?year=2024')).toBe(false);
    expect(readsAgain('/newsletter?year=2024', '/newsletter?year=special')).toBe(false);
    // "Try again": the same address, asked again.
    expect(readsAgain('/webinars?year=2024', '/webinars?year=2024')).toBe(true);
    expect(readsAgain('/registrations/cancel?token=a', '/registrations/cancel?token=b')).toBe(true);
  });

  it('give the page the API’s answers by key, leaving out a list that failed', async () => {
    const { data } = await load('/events', (path) =>
      path === UPCOMING_EVENTS_KEY ? { status: 200, json: { events: [] } } : undefined,
    );
    expect(data).toEqual({ reads: { [UPCOMING_EVENTS_KEY]: { events: [] } } });
  });

  it('send a page a person’s own link opens for no cache and no index, with reads or none', async () => {
    for (const pathname of [
      '/registrations/cancel?token=t',
      '/newsletter/confirm?token=t',
      '/newsletter/unsubscribe?token=t',
    ]) {
      const answer = (await load(pathname, () => ({ status: 200, json: {} }))).data as Response;
      expect([answer.headers.get('cache-control'), answer.headers.get('x-robots-tag')]).toEqual([
        'no-store',
        'noindex',
      ]);
    }
    // Every other page is the same for everyone, and kept.
    expect((await load('/events')).data).not.toBeInstanceOf(Response);
  });

  it('keep what the API said of a link it refused, for the page to say at once', async () => {
    const refusal = { message: 'This link is invalid.' };
    const { data } = await load('/registrations/cancel?token=cut', () => ({
      status: 400,
      json: refusal,
    }));
    expect(await (data as Response).json()).toEqual({
      reads: {},
      refused: { [cancelLinkKey('cut')]: { status: 400, json: refusal } },
    });
  });

  it("read a draft through its preview link, under the page's keys, for no cache and no index", async () => {
    const event = { title: 'Draft Retreat' };
    const { asked, data } = await load('/events/draft?preview=signed.token', (path) =>
      path === `${eventKey('draft')}?preview=signed.token`
        ? { status: 200, json: { event } }
        : undefined,
    );
    expect(asked).toEqual([`${eventKey('draft')}?preview=signed.token`]);
    const answer = data as Response;
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    const preview = (await answer.json()) as RouteData;
    expect(preview).toEqual({ reads: { [eventKey('draft')]: { event } }, preview: true });
    const head = (routeAt('/events/draft')?.route.handle as RouteHandle).head({
      data: preview,
      status: 200,
      siteUrl: SITE,
      pathname: '/events/draft',
    });
    expect(head).toMatchObject({ title: expect.stringContaining('Draft Retreat'), noindex: true });
    expect(head).toMatchObject({ canonical: undefined, jsonLd: [] });
    // A newsletter is previewed under its year; a page with no drafts ignores the parameter.
    const newsletters = await load('/newsletter?year=2027&preview=t');
    expect(newsletters.asked).toEqual([`${NEWSLETTERS_KEY}?preview=t`]);
    const teachers = await load('/teachers?preview=t');
    expect(teachers.asked).toEqual([TEACHERS_KEY]);
  });

  it('read an archive’s lists whole, page after page; the first page alone when one fails', async () => {
    const pages: Record<string, ApiRead> = {
      [NEWSLETTERS_KEY]: {
        status: 200,
        json: { newsletters: ['a'], total: 3, page: 1, pageSize: 1 },
      },
      [`${NEWSLETTERS_KEY}?page=2`]: { status: 200, json: { newsletters: ['b'], total: 3 } },
      [`${NEWSLETTERS_KEY}?page=3`]: { status: 200, json: { newsletters: ['c'], total: 3 } },
    };
    const whole = await load('/newsletter', (path) => pages[path]);
    expect(whole.asked.sort()).toEqual(Object.keys(pages).sort());
    expect((whole.data as RouteData).reads[NEWSLETTERS_KEY]).toEqual({
      newsletters: ['a', 'b', 'c'],
      total: 3,
      page: 1,
      pageSize: 3,
    });
    // One added between two reads moves the next page's start: the item it pushed on is listed
    // once.
    const shifted = await load('/newsletter', (path) =>
      path === NEWSLETTERS_KEY
        ? { status: 200, json: { newsletters: [{ id: 'a' }], total: 2, page: 1, pageSize: 1 } }
        : { status: 200, json: { newsletters: [{ id: 'a' }], total: 3 } },
    );
    expect((shifted.data as RouteData).reads[NEWSLETTERS_KEY]).toMatchObject({
      newsletters: [{ id: 'a' }],
    });
    delete pages[`${NEWSLETTERS_KEY}?page=3`];
    const part = await load('/newsletter', (path) => pages[path]);
    expect((part.data as RouteData).reads[NEWSLETTERS_KEY]).toMatchObject({ newsletters: ['a'] });
    // A page that is no archive reads its first page only.
    const teachers = await load('/teachers', () => ({
      status: 200,
      json: { teachers: [], total: 300, page: 1, pageSize: 100 },
    }));
    expect(teachers.asked).toEqual([TEACHERS_KEY]);
  });

  it('throw 404 for a record the API does not know, and 503 when it does not answer', async () => {
    const missing = await load('/events/no-such-event', () => ({ status: 404 }));
    expect(missing.data).toBeInstanceOf(Response);
    expect((missing.data as Response).status).toBe(404);
    const silent = await load('/webinars/some-talk');
    expect((silent.data as Response).status).toBe(503);
    // A malformed escape names no record: the API is asked for it as it stands, and says so
    // (React Router warns it could not decode it).
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const malformed = await load('/events/%E0%A4%A', () => ({ status: 404 }));
    expect((malformed.data as Response).status).toBe(404);
  });
});

describe('the routes’ loaders in the browser', () => {
  /** The loader at `pathname` with no request context, as the browser's router runs it. */
  function loadInBrowser(pathname: string) {
    const match = routeAt(pathname);
    const loader = match?.route.loader as (args: LoaderFunctionArgs) => Promise<RouteData>;
    return loader({ params: match?.params ?? {}, request: new Request(`${SITE}${pathname}`) });
  }

  /** fetch answering each path with `answer`'s status and JSON (none: never). */
  function browserApi(answer: (path: string) => { status: number; json?: unknown } | undefined) {
    const fetchMock = jest.fn(async (path: string) => {
      const reply = answer(path);
      if (!reply) return new Promise<Response>(() => undefined);
      return new Response(JSON.stringify(reply.json ?? {}), { status: reply.status });
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  it('hand a list page its reads on their way, from /api, without waiting for them', async () => {
    const fetchMock = browserApi(() => undefined);
    const data = await loadInBrowser('/events');
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      UPCOMING_EVENTS_KEY,
      PAST_EVENTS_KEY,
    ]);
    expect(Object.keys(data.reads)).toEqual([UPCOMING_EVENTS_KEY, PAST_EVENTS_KEY]);
    expect(data.reads[UPCOMING_EVENTS_KEY]).toBeInstanceOf(Promise);
  });

  it('settle a list page’s reads with the JSON, or the ApiError, each on its own', async () => {
    browserApi((path) =>
      path === UPCOMING_EVENTS_KEY ? { status: 200, json: { events: [] } } : { status: 500 },
    );
    const { reads } = await loadInBrowser('/events');
    await expect(reads[UPCOMING_EVENTS_KEY]).resolves.toEqual({ events: [] });
    await expect(reads[PAST_EVENTS_KEY]).rejects.toMatchObject({ status: 500 });
  });

  it('read an archive’s lists whole in the browser too', async () => {
    const fetchMock = browserApi((path) =>
      path === WEBINARS_KEY
        ? { status: 200, json: { webinars: [1, 2], total: 3, page: 1, pageSize: 2 } }
        : path === `${WEBINARS_KEY}?page=2`
          ? { status: 200, json: { webinars: [3], total: 3, page: 2, pageSize: 2 } }
          : { status: 500 },
    );
    const { reads } = await loadInBrowser('/webinars');
    await expect(reads[WEBINARS_KEY]).resolves.toMatchObject({ webinars: [1, 2, 3], total: 3 });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      WEBINARS_KEY,
      `${WEBINARS_KEY}?page=2`,
    ]);
  });

  it('leave a failed read that no part took unreported, rather than an unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      browserApi(() => ({ status: 500 }));
      await loadInBrowser('/');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('wait for a detail page’s record, and throw 404 or 503 for it as on the server', async () => {
    browserApi((path) =>
      path === eventKey('here')
        ? { status: 200, json: { event: { title: 'Here' } } }
        : path === eventKey('gone')
          ? { status: 404 }
          : { status: 502 },
    );
    expect(await loadInBrowser('/events/here')).toEqual({
      reads: { [eventKey('here')]: { event: { title: 'Here' } } },
    });
    const thrown = async (pathname: string) =>
      loadInBrowser(pathname).then(
        () => undefined,
        (error: unknown) => error,
      );
    const missing = await thrown('/register/gone');
    expect(missing).toBeInstanceOf(Response);
    expect((missing as Response).status).toBe(404);
    expect(((await thrown('/webinars/broken')) as Response).status).toBe(503);
  });
});

/** What the fake API was sent, and what it answers next. */
const apiCalls: { path: string; body: unknown }[] = [];
let apiAnswer: { status: number; json: Record<string, unknown> } = { status: 201, json: {} };
beforeEach(() => {
  apiCalls.length = 0;
  apiAnswer = { status: 201, json: { message: 'ok' } };
});

/**
 * A form posted to the route at `pathname` as a browser sends it without scripts: what its action
 * answered (a Response: a redirect, the page's data with its status, or a refusal it threw).
 */
async function post(pathname: string, body: string): Promise<Response> {
  const match = matchRoutes(routes, pathname.split('?')[0])?.at(-1);
  const action = match?.route.action as
    ((args: ActionFunctionArgs) => Promise<Response>) | undefined;
  if (!action) throw new Error(`${pathname} takes no form`);
  const postApi = async (path: string, json: unknown) => {
    apiCalls.push({ path, body: json });
    return apiAnswer;
  };
  try {
    return await action({
      params: match?.params ?? {},
      request: new Request(`${SITE}${pathname}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      }),
      context: { postApi },
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const contact = {
  form: 'contact-page',
  name: 'Dana Smith',
  email: 'dana@example.org',
  interest: 'programs',
  message: 'I would like to learn more.',
  website: '',
  formIssuedAt: '1700000000000.abc',
};

describe('the routes’ actions: a form sent without scripts', () => {
  it('becomes the API call the page makes, and moves on to a page saying it was sent', async () => {
    const response = await post('/contact', form(contact));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?sent=contact-page');
    // Its `form` too: the API holds the contact page's message to that form's rules.
    expect(apiCalls).toEqual([{ path: '/api/contact', body: contact }]);
  });

  it('sends a registration as the page does: the box as true or false, the group only for a member', async () => {
    const registration = {
      form: 'registration',
      name: 'Dana Smith',
      email: 'dana@example.org',
      diamondHeartGroupName: 'Typed, then unticked',
      additionalMessage: '',
      eventId: '0123456789abcdef01234567',
    };
    const unticked = await post('/register/open-heart', form(registration));
    expect(unticked.headers.get('location')).toBe('/events?sent=registration');
    const ticked = await post(
      '/register/open-heart',
      form({ ...registration, inDiamondHeartGroup: 'on', diamondHeartGroupName: 'Ten' }),
    );
    expect(ticked.status).toBe(303);
    expect(apiCalls.map((call) => call.body)).toEqual([
      expect.objectContaining({ inDiamondHeartGroup: false, diamondHeartGroupName: '' }),
      expect.objectContaining({ inDiamondHeartGroup: true, diamondHeartGroupName: 'Ten' }),
    ]);
  });

  it('moves a registration the API put on the waitlist on to a page saying so', async () => {
    apiAnswer = { status: 201, json: { status: 'waitlisted', message: 'On the waitlist' } };
    const response = await post(
      '/register/open-heart',
      form({ form: 'registration', name: 'Dana Smith', email: 'dana@example.org', eventId: 'e' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/events?sent=registration-waitlisted');
    expect(SENT_FORMS).toContain('registration-waitlisted');
  });

  it('moves on to the page it was sent from, at an address of its own host', async () => {
    const response = await post('//', form({ form: 'subscribe', email: 'dana@example.org' }));
    expect(response.headers.get('location')).toBe('/?sent=subscribe');
  });

  it('keeps what the page showed (a year’s tab), saying the one form sent', async () => {
    const response = await post(
      '/newsletter?year=2020&sent=contact-page',
      form({ form: 'subscribe', email: 'dana@example.org' }),
    );
    expect(response.headers.get('location')).toBe('/newsletter?year=2020&sent=subscribe');
  });

  it('leaves out an optional field left empty, as the page does', async () => {
    await post('/', form({ form: 'subscribe', email: 'dana@example.org', name: '' }));
    await post('/programs', form({ ...contact, form: 'speak-with-teacher', interest: '' }));
    expect(apiCalls.map((call) => [call.path, call.body])).toEqual([
      ['/api/newsletter/subscribe', { email: 'dana@example.org' }],
      ['/api/contact', expect.not.objectContaining({ interest: expect.anything() })],
    ]);
  });

  it('answers a refusal with the page again: what was typed, each error beside its field', async () => {
    apiAnswer = {
      status: 400,
      json: {
        message: 'Please enter a valid email address.',
        errors: { email: 'Please enter a valid email address.', fillMs: 'not a field here' },
      },
    };
    const response = await post('/contact?utm=x', form({ ...contact, email: 'not-an-email' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      posted: {
        form: 'contact-page',
        values: {
          name: 'Dana Smith',
          email: 'not-an-email',
          interest: 'programs',
          message: 'I would like to learn more.',
        },
        errors: { email: 'Please enter a valid email address.' },
      },
      formIssuedAt: '1700000000000.abc',
    });
  });

  it('answers a refusal of a field the form does not show as a refusal of the whole form', async () => {
    const json = { message: 'Event id is not valid', errors: { eventId: 'Event id is not valid' } };
    apiAnswer = { status: 400, json };
    const response = await post(
      '/register/open-heart',
      form({ form: 'registration', name: 'Dana Smith', email: 'dana@example.org', eventId: 'x' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).posted).toMatchObject({
      errors: {},
      answer: { status: 400, body: JSON.stringify(json) },
    });
  });

  it('answers a refusal of the whole form with the API’s answer and status, and its next time', async () => {
    apiAnswer = {
      status: 409,
      json: { message: 'Please press again.', formIssuedAt: '1700000005000.def' },
    };
    const response = await post('/contact', form(contact));
    expect(response.status).toBe(409);
    const data = await response.json();
    expect(data.posted).toMatchObject({
      errors: {},
      answer: { status: 409, body: JSON.stringify(apiAnswer.json) },
    });
    expect(data.formIssuedAt).toBe('1700000005000.def');
  });

  it('shows a mailed link’s answer in place: a newsletter confirmation, a cancelled registration', async () => {
    apiAnswer = { status: 200, json: { message: 'Your subscription is confirmed.' } };
    const confirmed = await post(
      '/newsletter/confirm?token=t',
      form({ form: 'confirm', token: 'confirm.abc' }),
    );
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).posted.answer).toEqual({
      status: 200,
      body: JSON.stringify(apiAnswer.json),
    });
    apiAnswer = { status: 410, json: { message: 'This registration is already cancelled.' } };
    const cancelled = await post(
      '/registrations/cancel?token=t',
      form({ form: 'cancel-registration', token: 'cancel.abc' }),
    );
    expect(cancelled.status).toBe(410);
    expect(apiCalls).toEqual([
      { path: '/api/newsletter/confirm', body: { token: 'confirm.abc' } },
      { path: '/api/registrations/cancel', body: { token: 'cancel.abc' } },
    ]);
  });

  it.each([
    ['no form named', form({ name: 'x' })],
    ['a form of another page', form({ ...contact, form: 'registration' })],
    ['an unknown form', form({ ...contact, form: '__proto__' })],
    ['a field twice', `${form(contact)}&email=b%40example.org`],
  ])('refuses %s with 400, and asks the API nothing', async (_, body) => {
    const response = await post('/contact', body);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^This page has no such form\.|^A field of the form/);
    expect(apiCalls).toEqual([]);
  });
});
