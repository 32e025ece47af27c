import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeWebinar } from '@da-boulder/contracts/factories';
import { mockApi } from '@da-boulder/shared-ui/testing';
import { renderRoute } from '../../testing/render-route';

describe('WebinarsPage', () => {
  it('has year tabs newest first, 2025 selected, and switches years', async () => {
    mockApi({
      '/api/webinars': {
        body: {
          webinars: [
            makeWebinar({ title: 'Old talk', year: 2024 }),
            makeWebinar({ title: 'Current talk', year: 2025, presenter: 'Miriam Lake' }),
            makeWebinar({ title: 'Future talk', year: 2026 }),
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/webinars');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['2026', '2025', '2024']);
    expect(screen.getByRole('tab', { name: '2025' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Current talk' })).toBeInTheDocument();
    expect(screen.getByText('Presented by Miriam Lake')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Old talk' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '2024' }));
    expect(await screen.findByRole('heading', { name: 'Old talk' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Current talk' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch Webinar Old talk' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/webinars\/webinar-/),
    );
  });

  it('selects the newest year when there is no 2025', async () => {
    mockApi({
      '/api/webinars': {
        body: { webinars: [makeWebinar({ year: 2023 }), makeWebinar({ year: 2022 })] },
      },
    });
    renderRoute('/webinars');
    expect(await screen.findByRole('tab', { name: '2023' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('has the empty and error texts', async () => {
    mockApi({ '/api/webinars': { body: { webinars: [] } } });
    const { unmount } = renderRoute('/webinars');
    expect(
      await screen.findByText('No webinars have been posted yet. Please check back later.'),
    ).toBeInTheDocument();
    unmount();
    mockApi({ '/api/webinars': { status: 500 } });
    renderRoute('/webinars');
    expect(
      await screen.findByText('There was an error loading the webinars. Please try again later.'),
    ).toBeInTheDocument();
  });
});
