import type Router from '@koa/router';
import { testimonialType } from '@da-boulder/contracts';
import { contentRoutes } from '../../content/content-routes';
import { PAGE_SIZE_CAP } from '../../shared/paging';
import { toAdminTestimonialDto, toTestimonialDto } from './testimonials.dto';
import { TestimonialModel } from './testimonials.model';

export const testimonialsRoutes = (): Router =>
  contentRoutes(testimonialType, {
    model: TestimonialModel,
    toDto: toAdminTestimonialDto,
    // Quotes only: names and dates are for administrators.
    publicView: { toDto: toTestimonialDto, pageSizeCap: PAGE_SIZE_CAP.testimonials },
  });
