import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@da-boulder/shared-ui';
import { renderFrame } from '../../testing/render-frame';

describe('SkipLink', () => {
  beforeEach(() => useAuthStore.setState({ user: null, verified: false }));

  it('is the first stop for the keyboard and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderFrame('/about');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
