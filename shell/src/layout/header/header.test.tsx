import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthStore } from '@da-boulder/shared-ui';
import { mockApi } from '@da-boulder/shared-ui/testing';
import { renderFrame } from '../../testing/render-frame';

const admin = { id: 'u1', username: 'e2e-admin', isAdmin: true, email: 'admin@example.org' };

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('Header', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ user: null, verified: false });
    window.scrollY = 0;
  });

  it('logged out: the SPEC links in order and Get Started, no account actions', () => {
    renderFrame('/about');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/#about'],
      ['Events', '/#events-programs'],
      ['Ongoing Groups', '/events/diamond-heart-ten-new-group'],
      ['Community', '/community'],
      ['Contact', '/contact'],
      ['Get Started', '/programs'],
    ]);
    expect(within(mainNav()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('logged in: Admin and Logout instead of Get Started', async () => {
    mockApi({ 'GET /api/auth/user': { status: 200, body: { user: admin } } });
    useAuthStore.setState({ user: admin });
    renderFrame('/about');
    await waitFor(() => expect(useAuthStore.getState().verified).toBe(true));
    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(mainNav()).getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(within(mainNav()).queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('shows the logo on home only after scrolling past 10 px', () => {
    renderFrame('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: /Diamond Approach/ })).toBeNull();
    act(() => {
      window.scrollY = 10;
      fireEvent.scroll(window);
    });
    expect(within(banner).queryByRole('link', { name: /Diamond Approach/ })).toBeNull();
    act(() => {
      window.scrollY = 11;
      fireEvent.scroll(window);
    });
    expect(within(banner).getByRole('link', { name: /Diamond Approach/ })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the logo on home opened already scrolled (a reload keeps the place)', async () => {
    window.scrollY = 400;
    renderFrame('/');
    const banner = screen.getByRole('banner');
    expect(
      await within(banner).findByRole('link', { name: /Diamond Approach/ }),
    ).toBeInTheDocument();
  });

  it('always shows the logo on other pages', () => {
    renderFrame('/contact');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /Diamond Approach/ }),
    ).toBeInTheDocument();
  });
});
