import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows its title, description and action', () => {
    renderWithTheme(
      <EmptyState
        title="No teachers available"
        description="Please check back later."
        action={<a href="/contact">Contact us</a>}
      />,
    );
    expect(screen.getByText('No teachers available')).toBeInTheDocument();
    expect(screen.getByText('Please check back later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
