import type Router from '@koa/router';
import { testimonialType, type Testimonial } from '@da-boulder/contracts';
import { contentRoutes } from '../../content/content-routes';
import { PAGE_SIZE_CAP } from '../../shared/paging';
import { TestimonialModel, type TestimonialRecord } from './testimonials.model';

/**
 * The public sees the quote only; names stay in the admin view. The carousel reads one page: the
 * latest added, so a new quote shows however many there are.
 */
const toPublicTestimonial = (testimonial: TestimonialRecord): Testimonial => ({
  id: String(testimonial._id),
  quote: testimonial.quote,
});

export const testimonialsRoutes = (): Router =>
  contentRoutes(testimonialType, {
    model: TestimonialModel,
    publicView: {
      toDto: toPublicTestimonial,
      pageSizeCap: PAGE_SIZE_CAP.testimonials,
      latestFirst: true,
    },
  });
