import { screen } from '@testing-library/react';
import { makeWebinar } from '@da-boulder/contracts/factories';
import { mockApi } from '@da-boulder/shared-ui/testing';
import { renderRoute } from '../../testing/render-route';

describe('WebinarDetailPage', () => {
  it('shows the webinar its route’s loader read', async () => {
    const webinar = makeWebinar({ slug: 'the-talk', title: 'The Talk', presenter: 'Miriam Lake' });
    mockApi({ '/api/webinars/slug/the-talk': { body: { webinar } } });
    renderRoute('/webinars/the-talk');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Talk' })).toBeInTheDocument();
    expect(screen.getByText('Presented by Miriam Lake')).toBeInTheDocument();
  });

  it('is the route’s not-found view when the API knows no such webinar', async () => {
    mockApi({ '/api/webinars/slug/gone': { status: 404 } });
    renderRoute('/webinars/gone');
    expect(
      await screen.findByText(
        'Webinar not found. It may have been removed or the link is incorrect.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Webinars' })).toHaveAttribute(
      'href',
      '/webinars',
    );
  });

  it('says the webinar could not be loaded when the read fails', async () => {
    mockApi({ '/api/webinars/slug/the-talk': { status: 500 } });
    renderRoute('/webinars/the-talk');
    expect(
      await screen.findByText(
        'There was an error loading this webinar. Please try again later or go back to browse other webinars.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Webinar not found/)).not.toBeInTheDocument();
  });
});
