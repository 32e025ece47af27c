import Router from '@koa/router';
import { TestimonialInputSchema } from '../../contracts';
import { requireAdmin } from '../../auth/current-user';
import { parseBody } from '../../validation/parse';
import {
  createTestimonial,
  deleteTestimonial,
  adminTestimonialList,
  publicTestimonialList,
  updateTestimonial,
} from './testimonials.service';
import { readPage, PAGE_SIZE_CAP } from '../../shared/paging';

export function testimonialsRoutes(): Router {
  const router = new Router();

  router.get('/api/testimonials', async (ctx) => {
    ctx.body = await readPage(
      ctx,
      'testimonials',
      PAGE_SIZE_CAP.testimonials,
      publicTestimonialList,
    );
  });

  // Names and dates are only for administrators.
  router.get('/api/cms/testimonials', requireAdmin, async (ctx) => {
    ctx.body = await readPage(ctx, 'testimonials', PAGE_SIZE_CAP.standard, adminTestimonialList);
  });

  router.post('/api/cms/testimonials', requireAdmin, async (ctx) => {
    const fields = parseBody(TestimonialInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { testimonial: await createTestimonial(fields) };
  });

  router.put('/api/cms/testimonials/:id', requireAdmin, async (ctx) => {
    const fields = parseBody(TestimonialInputSchema, ctx.request.body);
    ctx.body = { testimonial: await updateTestimonial(ctx.params.id, fields) };
  });

  router.delete('/api/cms/testimonials/:id', requireAdmin, async (ctx) => {
    await deleteTestimonial(ctx.params.id);
    ctx.body = { message: 'Testimonial deleted' };
  });

  return router;
}
