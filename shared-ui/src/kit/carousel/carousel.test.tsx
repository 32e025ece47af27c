import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Carousel } from './carousel';

describe('Carousel', () => {
  it('renders every slide with labelled previous and next buttons', async () => {
    renderWithTheme(
      <Carousel
        label="Testimonials"
        itemName="testimonial"
        slides={[<p key="a">Quote A</p>, <p key="b">Quote B</p>]}
      />,
    );
    expect(await screen.findByRole('region', { name: 'Testimonials' })).toBeInTheDocument();
    expect(screen.getAllByText('Quote A').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('button', { name: 'Previous testimonial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeInTheDocument();
  });

  it('hides the looping clones from assistive technology', async () => {
    const { container } = renderWithTheme(
      <Carousel label="Testimonials" slides={[<p key="a">Quote A</p>, <p key="b">Quote B</p>]} />,
    );
    await screen.findByRole('region', { name: 'Testimonials' });
    const clones = container.querySelectorAll('.glide__slide--clone');
    expect(clones.length).toBeGreaterThan(0);
    clones.forEach((clone) => expect(clone).toHaveAttribute('aria-hidden', 'true'));
  });

  it('renders nothing without slides', () => {
    const { container } = renderWithTheme(<Carousel label="Testimonials" slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
