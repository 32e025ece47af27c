import { mockApi } from '../testing/fake-api';
import { takeFirstRead } from './first-reads';
import { swrDefaults } from './swr-config';

describe('takeFirstRead', () => {
  afterEach(() => {
    delete window.__FIRST_READS__;
  });

  it('hands out a read the page came with once, then leaves the key to the API', () => {
    window.__FIRST_READS__ = { '/api/cms/events': { events: [] } };
    expect(takeFirstRead('/api/cms/events')).toEqual({ data: { events: [] } });
    expect(takeFirstRead('/api/cms/events')).toBeUndefined();
  });

  it('has nothing for keys the page did not come with, or a page without reads', () => {
    expect(takeFirstRead('/api/cms/events')).toBeUndefined();
    window.__FIRST_READS__ = { '/api/cms/events': null };
    expect(takeFirstRead('/api/cms/teachers')).toBeUndefined();
    expect(takeFirstRead('toString')).toBeUndefined();
  });

  it('lets the SWR fetcher answer the first read from the page and ask the API after that', async () => {
    const fetchMock = mockApi({ '/api/cms/events': { body: { events: ['fresh'] } } });
    window.__FIRST_READS__ = { '/api/cms/events': { events: ['inlined'] } };
    const fetcher = swrDefaults.fetcher as (key: string) => Promise<unknown>;
    expect(await fetcher('/api/cms/events')).toEqual({ events: ['inlined'] });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await fetcher('/api/cms/events')).toEqual({ events: ['fresh'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
