import styled from 'styled-components';
import { Carousel } from '@da-boulder/shared-ui';
import { useTestimonials } from '../api/use-testimonials';

const Quote = styled.blockquote`
  margin: 0;
  height: 100%;
  padding: ${(p) => p.theme.space.lg};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
  font-family: ${(p) => p.theme.font.heading};
  font-style: italic;
  line-height: ${(p) => p.theme.lineHeight.body};
  color: ${(p) => p.theme.color.ink};
`;

/** What students say, in the kit's looping carousel. */
export function TestimonialCarousel() {
  const testimonials = useTestimonials();
  return (
    <Carousel
      label="What students say"
      itemName="testimonial"
      slides={testimonials.map((testimonial) => (
        <Quote key={testimonial.id}>&ldquo;{testimonial.quote}&rdquo;</Quote>
      ))}
    />
  );
}
