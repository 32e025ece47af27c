import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Carousel, ErrorPanel, Heading } from '@da-boulder/shared-ui';
import { Stack } from '../../../layout/grid';
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

/** The heading over the testimonials; also over the placeholder that keeps their place. */
export function TestimonialsFrame({ children }: { children: ReactNode }) {
  return (
    <Stack>
      <Heading level={3}>In our students&apos; words</Heading>
      {children}
    </Stack>
  );
}

/**
 * What students say, in the kit's looping carousel. A failed read shows SPEC §8's 'Failed to fetch
 * testimonials' as the other lists show their failures, with a retry; with nothing to show (a
 * failure or an empty list) the heading goes too, rather than standing over nothing.
 */
export function TestimonialCarousel({ placeholder }: { placeholder: ReactNode }) {
  const { testimonials, error, isLoading, retry } = useTestimonials();
  if (error) {
    return (
      <ErrorPanel
        title="Failed to fetch testimonials"
        description="Please try again later."
        onRetry={retry}
      />
    );
  }
  if (isLoading) return <>{placeholder}</>;
  if (!testimonials.length) return null;
  return (
    <TestimonialsFrame>
      <Carousel
        label="What students say"
        itemName="testimonial"
        slides={testimonials.map((testimonial) => (
          <Quote key={testimonial.id}>&ldquo;{testimonial.quote}&rdquo;</Quote>
        ))}
      />
    </TestimonialsFrame>
  );
}
