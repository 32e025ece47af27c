import { renderWithTheme } from '../../testing/render-with-theme';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is a sized placeholder hidden from assistive technology', () => {
    const { container } = renderWithTheme(<Skeleton width="50%" height="2rem" />);
    const block = container.firstElementChild;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ width: '50%', height: '2rem' });
    expect(block).not.toHaveAttribute('width');
  });
});
