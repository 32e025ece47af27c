import { renderWithTheme } from '../../testing/render-with-theme';
import { serverRendered } from '../../testing/server-rendered';
import { FlatironsArt } from './flatirons-art';

describe('FlatironsArt', () => {
  it('is inline, decorative SVG that needs no image host', () => {
    const { container } = renderWithTheme(<FlatironsArt />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('image, img')).toBeNull();
  });

  it('gives each drawing its own sky, the same on the server and once hydrated', async () => {
    const errors = jest.spyOn(console, 'error');
    const page = serverRendered(
      <>
        <FlatironsArt />
        <FlatironsArt />
      </>,
    );
    const skies = () =>
      [...page.container.querySelectorAll('svg')].map((svg) => {
        const id = svg.querySelector('linearGradient')?.id;
        expect(svg.querySelector('rect')).toHaveAttribute('fill', `url(#${id})`);
        return id;
      });
    const served = skies();
    expect(new Set(served).size).toBe(2);
    await page.hydrate();
    expect(skies()).toEqual(served);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    page.container.remove();
  });
});
