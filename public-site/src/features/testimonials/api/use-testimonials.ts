import useSWR from 'swr';
import type { Testimonial } from '@da-boulder/contracts';

export const TESTIMONIALS_KEY = '/api/testimonials';

/** GET /api/testimonials, with what a failure needs: its error and a way to try again. */
export function useTestimonials() {
  const { data, error, isLoading, mutate } = useSWR<{ testimonials: Testimonial[] }>(
    TESTIMONIALS_KEY,
  );
  return {
    testimonials: data?.testimonials ?? [],
    error: error as unknown,
    isLoading: isLoading && !data,
    retry: () => void mutate(),
  };
}
