import { fireEvent, screen } from '@testing-library/react';
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

  it('leaves the arrow keys to the page: typing elsewhere does not move the slides', async () => {
    const { container } = renderWithTheme(
      <>
        <input aria-label="Message" />
        <Carousel label="Testimonials" slides={[<p key="a">Quote A</p>, <p key="b">Quote B</p>]} />
      </>,
    );
    await screen.findByRole('region', { name: 'Testimonials' });
    const active = () => container.querySelector('.glide__slide--active')?.textContent;
    expect(active()).toBe('Quote A');
    // Typing in a form elsewhere on the page.
    fireEvent.keyUp(screen.getByRole('textbox', { name: 'Message' }), { code: 'ArrowRight' });
    // Longer than Glide's slide animation, after which it marks the new slide.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(active()).toBe('Quote A');
  });

  it('renders nothing without slides', () => {
    const { container } = renderWithTheme(<Carousel label="Testimonials" slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
