import { lazy, Suspense } from 'react';
import { screen } from '@testing-library/react';
import useSWR from 'swr';
import { mockApi, renderWithProviders } from '@da-boulder/shared-ui/testing';
import { PrefetchRouteData } from './prefetch-route-data';

// SWR keeps preloaded requests in one module-wide map: each test uses its own keys.
const NeverLoads = lazy(() => new Promise<never>(() => {}));

function EventTitle({ apiKey }: { apiKey: string }) {
  const { data } = useSWR<{ event: { title: string } }>(apiKey);
  return <h1>{data ? data.event.title : 'Loading'}</h1>;
}

describe('PrefetchRouteData', () => {
  it('requests the page data while the page code is still loading', () => {
    const fetchMock = mockApi({ '/api/events/slug/early': { body: { event: { title: 'x' } } } });
    renderWithProviders(
      <PrefetchRouteData keys={({ slug }) => [`/api/events/slug/${slug}`]}>
        <Suspense fallback={<p>Loading page</p>}>
          <NeverLoads />
        </Suspense>
      </PrefetchRouteData>,
      { url: '/events/early', path: '/events/:slug' },
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/events/slug/early']);
  });

  it('hands its request to the page: the data is fetched once', async () => {
    const fetchMock = mockApi({ '/api/events/slug/once': { body: { event: { title: 'Once' } } } });
    renderWithProviders(
      <PrefetchRouteData keys={({ slug }) => [`/api/events/slug/${slug}`]}>
        <EventTitle apiKey="/api/events/slug/once" />
      </PrefetchRouteData>,
      { url: '/events/once', path: '/events/:slug' },
    );
    expect(await screen.findByRole('heading', { name: 'Once' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed early request reaches the page as its error, not as an unhandled rejection', async () => {
    mockApi({ '/api/events/slug/broken': { status: 500, body: { message: 'Down' } } });
    function Failing() {
      const { error } = useSWR('/api/events/slug/broken');
      return <p>{error ? 'Failed' : 'Waiting'}</p>;
    }
    renderWithProviders(
      <PrefetchRouteData keys={() => ['/api/events/slug/broken']}>
        <Failing />
      </PrefetchRouteData>,
    );
    expect(await screen.findByText('Failed')).toBeInTheDocument();
  });
});
