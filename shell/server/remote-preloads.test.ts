/**
 * @jest-environment node
 */
import { preloadsForPath } from './remote-preloads.mjs';

const routes = [
  {
    path: '/events',
    scripts: ['http://site/page-events.1.js'],
    data: ['/api/cms/events'],
    query: [],
  },
  {
    path: '/events/:slug',
    scripts: ['http://site/page-event-detail.1.js'],
    data: ['/api/events/slug/:slug'],
    query: ['from'],
  },
];

describe('preloadsForPath', () => {
  it("gives a page's chunk, API reads and route", () => {
    expect(preloadsForPath(routes, '/events')).toEqual({
      scripts: ['http://site/page-events.1.js'],
      data: ['/api/cms/events'],
      query: [],
      route: '/events',
    });
    expect(preloadsForPath(routes, '/events/retreat').route).toBe('/events/:slug');
    expect(preloadsForPath(routes, '/events/x').query).toEqual(['from']);
    expect(preloadsForPath(routes, '/events/x').scripts).toEqual([
      'http://site/page-event-detail.1.js',
    ]);
    expect(preloadsForPath(routes, '/events/')).toEqual(preloadsForPath(routes, '/events'));
  });

  it('fills a path segment into the API read the way the page encodes it', () => {
    expect(preloadsForPath(routes, '/events/retreat%20one').data).toEqual([
      '/api/events/slug/retreat%20one',
    ]);
    expect(preloadsForPath(routes, '/events/a%2Fb"<x>').data).toEqual([
      '/api/events/slug/a%2Fb%22%3Cx%3E',
    ]);
  });

  it('preloads nothing more for other paths or malformed escapes', () => {
    const nothing = { scripts: [], data: [], query: [] };
    expect(preloadsForPath(routes, '/')).toEqual(nothing);
    expect(preloadsForPath(routes, '/events/a/b')).toEqual(nothing);
    expect(preloadsForPath(routes, '/events/%E0%A4%A')).toEqual(nothing);
  });
});
