import { useEffect } from 'react';
import useSWR from 'swr';
import type { Testimonial } from '@da-boulder/api/contracts';

/** GET /api/testimonials. A failure is only logged; the carousel then has no slides (SPEC §8). */
export function useTestimonials(): Testimonial[] {
  const { data, error } = useSWR<{ testimonials: Testimonial[] }>('/api/testimonials');
  useEffect(() => {
    if (error) console.error('Failed to fetch testimonials', error);
  }, [error]);
  return data?.testimonials ?? [];
}
