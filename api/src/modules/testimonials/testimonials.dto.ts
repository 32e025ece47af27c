import type { AdminTestimonial, Testimonial } from '@da-boulder/contracts';
import type { TestimonialRecord } from './testimonials.model';

/** The public sees the quote only; names stay in the admin view. */
export function toTestimonialDto(testimonial: TestimonialRecord): Testimonial {
  return { id: String(testimonial._id), quote: testimonial.quote };
}

export function toAdminTestimonialDto(testimonial: TestimonialRecord): AdminTestimonial {
  return {
    ...toTestimonialDto(testimonial),
    name: testimonial.name ?? '',
    reviewCount: testimonial.reviewCount ?? '',
    date: testimonial.date ?? '',
  };
}
