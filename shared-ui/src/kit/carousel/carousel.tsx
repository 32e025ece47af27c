import { lazy } from 'react';
import type { CarouselProps } from './carousel-view';

// Glide loads only where a carousel is shown.
const CarouselView = lazy(() => import('./carousel-view'));

/**
 * A looping carousel (1 slide per view on small screens, 2 on medium, 3 on large) with
 * 'Previous {itemName}' / 'Next {itemName}' buttons; in a browser that runs no script, a row of
 * the slides to scroll through instead. Renders nothing without slides.
 *
 * It suspends while its code loads, with no fallback of its own: the page's boundary, or the
 * transition it comes in, decides what stands in its place. A skeleton of its own, new with it,
 * would show even in a transition, between what was there and the carousel (layout shift).
 */
export function Carousel(props: CarouselProps) {
  if (props.slides.length === 0) return null;
  return <CarouselView {...props} />;
}
