import { eventKey } from '../features/events/api/use-event';
import { EVENTS_KEY } from '../features/events/api/use-events';
import { PROGRAMS_KEY } from '../features/programs/api/use-programs';
import { TESTIMONIALS_KEY } from '../features/testimonials/api/use-testimonials';
import { NEWSLETTERS_KEY } from '../features/newsletters/api/use-newsletters';
import { TEACHERS_KEY } from '../features/teachers/api/use-teachers';
import { WEBINARS_KEY, webinarKey } from '../features/webinars/api/use-webinars';
import { PAGE_PRELOADS } from './page-preloads.mjs';

const dataFor = (path: string) => PAGE_PRELOADS.find((page) => page.path === path)?.data;
/** What the shell's server requests for a path: `:slug` filled in, URI-encoded. */
const filled = (template: string, slug: string) =>
  template.replace(':slug', encodeURIComponent(slug));

describe('PAGE_PRELOADS', () => {
  // A preload under another URL than the page's own read would download the data twice.
  it('preloads exactly the reads the pages make', () => {
    const slug = 'retreat one/two';
    expect(dataFor('/')).toEqual([EVENTS_KEY, PROGRAMS_KEY, TESTIMONIALS_KEY]);
    expect(dataFor('/programs')).toEqual([PROGRAMS_KEY, EVENTS_KEY]);
    expect(dataFor('/events')).toEqual([EVENTS_KEY]);
    expect(dataFor('/teachers')).toEqual([TEACHERS_KEY]);
    expect(dataFor('/webinars')).toEqual([WEBINARS_KEY]);
    expect(dataFor('/newsletter')).toEqual([NEWSLETTERS_KEY]);
    expect(dataFor('/events/:slug')?.map((t) => filled(t, slug))).toEqual([eventKey(slug)]);
    expect(dataFor('/register/:slug')?.map((t) => filled(t, slug))).toEqual([eventKey(slug)]);
    expect(dataFor('/webinars/:slug')?.map((t) => filled(t, slug))).toEqual([webinarKey(slug)]);
  });
});
