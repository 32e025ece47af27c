import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeNewsletter } from '@da-boulder/contracts/factories';
import { mockApi } from '@da-boulder/shared-ui/testing';
import { renderRoute } from '../../testing/render-route';

describe('NewsletterPage', () => {
  it('has year tabs descending plus Special, months December to January, external links', async () => {
    mockApi({
      '/api/newsletters': {
        body: {
          newsletters: [
            makeNewsletter({ month: 'January', year: 2024, link: 'https://example.org/jan' }),
            makeNewsletter({ month: 'November', year: 2024 }),
            makeNewsletter({ month: 'March', year: 2025 }),
            makeNewsletter({
              month: 'May',
              year: 2024,
              isSpecial: true,
              specialDescription: 'Retreat edition',
            }),
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/newsletter');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['2025', '2024', 'Special']);

    await user.click(screen.getByRole('tab', { name: '2024' }));
    const panel = screen.getByRole('tabpanel');
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('November'),
      expect.stringContaining('January'),
    ]);
    expect(links[1]).toHaveAttribute('href', 'https://example.org/jan');
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await user.click(screen.getByRole('tab', { name: 'Special' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Retreat edition')).toBeInTheDocument();
  });

  it('shows the year its address names, and puts the year chosen in the address', async () => {
    mockApi({
      '/api/newsletters': {
        body: {
          newsletters: [
            makeNewsletter({ month: 'March', year: 2025 }),
            makeNewsletter({ month: 'November', year: 2024 }),
            makeNewsletter({ month: 'May', year: 2024, isSpecial: true }),
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/newsletter?year=2024');
    expect(await screen.findByRole('tab', { name: '2024' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(screen.getByRole('tabpanel')).getByText('November')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Special' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/newsletter?year=special');
    // A year it does not have: the newest.
    document.body.innerHTML = '';
    renderRoute('/newsletter?year=1850');
    expect(await screen.findByRole('tab', { name: '2025' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('has the error text', async () => {
    mockApi({ '/api/newsletters': { status: 500 } });
    renderRoute('/newsletter');
    expect(
      await screen.findByText(
        'There was an error loading the newsletters. Please try again later.',
      ),
    ).toBeInTheDocument();
  });
});
