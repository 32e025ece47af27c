import { ATTENTION_LISTS } from '@da-boulder/contracts';
import { contentPath, peoplePath, placeOf } from './dashboard-paths';

describe("the dashboard's addresses", () => {
  it.each([
    ['/admin', { part: 'content', tab: 'events' }],
    ['/admin/', { part: 'content', tab: 'events' }],
    ['/admin/content/teachers', { part: 'content', tab: 'teachers' }],
    ['/admin/content/testimonials', { part: 'content', tab: 'testimonials' }],
    ['/admin/people/registrations', { part: 'people', list: 'registrations' }],
    ['/admin/people/messages', { part: 'people', list: 'messages' }],
    ['/admin/people/subscribers', { part: 'people', list: 'subscribers' }],
    ['/admin/staff', { part: 'staff' }],
    ['/admin/trash', { part: 'trash' }],
  ])('%s shows its part', (pathname, place) => {
    expect(placeOf(pathname, '?page=2')).toEqual(place);
  });

  it('builds the same addresses it reads', () => {
    expect(contentPath('events')).toBe('/admin');
    expect(contentPath('events', 'mail=unsent')).toBe('/admin?mail=unsent');
    expect(contentPath('webinars')).toBe('/admin/content/webinars');
    expect(peoplePath('messages', 'status=open')).toBe('/admin/people/messages?status=open');
    expect(placeOf('/admin/content/webinars')).toEqual({ part: 'content', tab: 'webinars' });
  });

  it("links each attention count to its people list's address", () => {
    for (const { tab, query } of Object.values(ATTENTION_LISTS)) {
      const { pathname, search } = new URL(peoplePath(tab, query), 'https://example.org');
      expect(search).toBe(`?${query}`);
      expect(placeOf(pathname, search)).toEqual({ part: 'people', list: tab });
    }
  });

  it.each([
    // The nine tabs' old addresses, in mails, bookmarks and open dashboards: the same view.
    ['/admin/events', '?mail=unsent', '', '/admin?mail=unsent'],
    ['/admin/teachers', '', '', '/admin/content/teachers'],
    ['/admin/newsletters', '?x=1', '#top', '/admin/content/newsletters?x=1#top'],
    ['/admin/webinars', '', '', '/admin/content/webinars'],
    ['/admin/testimonials', '', '', '/admin/content/testimonials'],
    ['/admin/registrations', '?held=true', '', '/admin/people/registrations?held=true'],
    [
      '/admin/registrations',
      '?eventId=e1&status=confirmed',
      '',
      '/admin/people/registrations?status=confirmed&event=e1',
    ],
    ['/admin/messages', '?status=spam&page=2', '', '/admin/people/messages?status=spam&page=2'],
    ['/admin/subscribers', '?held=true', '', '/admin/people/subscribers?held=true'],
    // The parts' own short forms.
    ['/admin/content', '?q=a', '', '/admin?q=a'],
    ['/admin/content/events', '?mail=unsent', '', '/admin?mail=unsent'],
    ['/admin/people', '?held=true', '', '/admin/people/registrations?held=true'],
    // Addresses that never were.
    ['/admin/nowhere', '?x=1', '', '/admin'],
    ['/admin/content/nothing', '?x=1', '', '/admin'],
    ['/admin/people/nobody', '?x=1', '', '/admin/people/registrations'],
    ['/admin/staff/a/b', '', '', '/admin'],
  ])('%s%s%s moves to %s', (pathname, search, hash, moved) => {
    expect(placeOf(pathname, search, hash)).toEqual({ moved });
  });
});
