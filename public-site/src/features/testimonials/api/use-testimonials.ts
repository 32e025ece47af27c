import { useRevalidator } from 'react-router-dom';
import type { Testimonial } from '@da-boulder/contracts';
import { useRead } from '../../../lib/use-read';

export const TESTIMONIALS_KEY = '/api/testimonials';

/**
 * GET /api/testimonials, with what a failure needs: its error and a way to try again (the page's
 * loader runs again).
 */
export function useTestimonials() {
  const { data, error, isLoading } = useRead<{ testimonials: Testimonial[] }>(TESTIMONIALS_KEY);
  const { revalidate } = useRevalidator();
  return { testimonials: data?.testimonials ?? [], error, isLoading, retry: revalidate };
}
