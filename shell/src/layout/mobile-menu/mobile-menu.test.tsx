import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@da-boulder/shared-ui';
import { renderFrame } from '../../testing/render-frame';

describe('MobileMenu', () => {
  beforeEach(() => useAuthStore.setState({ user: null, verified: false }));

  it('opens as a dialog from the toggle and closes from its close button', async () => {
    const user = userEvent.setup();
    renderFrame('/about');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes once a link is chosen, after navigating', async () => {
    const user = userEvent.setup();
    renderFrame('/about');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const community = screen
      .getAllByRole('link', { name: 'Community' })
      .find((link) => dialog.contains(link));
    await user.click(community!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/community');
  });
});
