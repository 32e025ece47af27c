import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ImageWithFallback } from './image-with-fallback';

describe('ImageWithFallback', () => {
  it('shows the image while it loads fine', () => {
    renderWithTheme(
      <ImageWithFallback src="/api/uploads/1" alt="Anna Weiss" fallbackText="No photo available" />,
    );
    expect(screen.getByRole('img', { name: 'Anna Weiss' })).toHaveAttribute(
      'src',
      '/api/uploads/1',
    );
  });

  it('replaces a broken image with the placeholder', () => {
    renderWithTheme(
      <ImageWithFallback
        src="/api/uploads/1"
        alt="Anna Weiss"
        fallbackText="Image not available"
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Anna Weiss' }));
    expect(screen.getByRole('img', { name: 'Anna Weiss: Image not available' })).toHaveTextContent(
      'Image not available',
    );
  });

  it('shows the placeholder when there is no image at all', () => {
    renderWithTheme(<ImageWithFallback alt="Ben" fallbackText="No photo" />);
    expect(screen.getByText('No photo')).toBeInTheDocument();
  });

  it('keeps a decorative picture’s stand-in (alt="") away from screen readers', () => {
    renderWithTheme(<ImageWithFallback alt="" fallbackText="No photo available" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No photo available')).toHaveAttribute('aria-hidden', 'true');
  });
});
