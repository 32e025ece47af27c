import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@da-boulder/shared-ui';
import { renderFrame } from '../../testing/render-frame';

describe('Footer', () => {
  beforeEach(() => useAuthStore.setState({ user: null, verified: false }));

  it('has the SPEC links, safe social links, the trademark and this year', () => {
    renderFrame('/about');
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/',
      '/about',
      '/events',
      '/teachers',
      '/newsletter',
      '/webinars',
      '/contact',
      '/privacy-policy',
      '/terms',
      '/login',
    ]);
    expect(within(nav).getByRole('link', { name: 'Admin Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    for (const name of [/Facebook/, /YouTube/]) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(footer).toHaveTextContent(
      'Diamond Approach® is a registered trademark of the Ridhwan Foundation.',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });
});
