/**
 * @jest-environment node
 */
// Each public route's loader against a fake API (Node's own Request and Response, as on the
// shell's server).
import { matchRoutes, type LoaderFunctionArgs } from 'react-router-dom';
import { eventKey } from '../features/events/api/use-event';
import { PAST_EVENTS_KEY, UPCOMING_EVENTS_KEY } from '../features/events/api/use-events';
import { NEWSLETTERS_KEY } from '../features/newsletters/api/use-newsletters';
import { PROGRAMS_KEY } from '../features/programs/api/use-programs';
import { TEACHERS_KEY } from '../features/teachers/api/use-teachers';
import { TESTIMONIALS_KEY } from '../features/testimonials/api/use-testimonials';
import { WEBINARS_KEY, webinarKey } from '../features/webinars/api/use-webinars';
import { routes, type ApiRead } from './routes';

const SITE = 'https://boulder.example.org';

/** The route `pathname` matches, as React Router matches it. */
const routeAt = (pathname: string) => matchRoutes(routes, pathname)?.at(-1);

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
  });

  it('give the page the API’s answers by key, leaving out a list that failed', async () => {
    const { data } = await load('/events', (path) =>
      path === UPCOMING_EVENTS_KEY ? { status: 200, json: { events: [] } } : undefined,
    );
    expect(data).toEqual({ reads: { [UPCOMING_EVENTS_KEY]: { events: [] } } });
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

  it('read nothing in the browser, where each page asks for its own reads', async () => {
    const match = routeAt('/events');
    const loader = match?.route.loader as (args: LoaderFunctionArgs) => unknown;
    expect(await loader({ params: {}, request: new Request(`${SITE}/events`) })).toBeNull();
  });
});
