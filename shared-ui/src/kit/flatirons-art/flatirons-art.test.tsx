import { renderWithTheme } from '../../testing/render-with-theme';
import { FlatironsArt } from './flatirons-art';

describe('FlatironsArt', () => {
  it('is inline, decorative SVG that needs no image host', () => {
    const { container } = renderWithTheme(<FlatironsArt />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('image, img')).toBeNull();
  });
});
