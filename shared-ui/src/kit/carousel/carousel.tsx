import { lazy, Suspense } from 'react';
import { useTheme } from 'styled-components';
import { Skeleton } from '../skeleton';
import type { CarouselProps } from './carousel-view';

// Glide loads only where a carousel is shown.
const CarouselView = lazy(() => import('./carousel-view'));

/**
 * A looping carousel (1 slide per view on small screens, 2 on medium, 3 on large) with
 * 'Previous {itemName}' / 'Next {itemName}' buttons. Renders nothing without slides.
 */
export function Carousel(props: CarouselProps) {
  const theme = useTheme();
  if (props.slides.length === 0) return null;
  return (
    <Suspense fallback={<Skeleton height={theme.size.placeholderMin} />}>
      <CarouselView {...props} />
    </Suspense>
  );
}
