import { useEffect, useRef, type ReactNode } from 'react';
import Glide from '@glidejs/glide';
import styled from 'styled-components';

// Glide's core layout, written here so no stylesheet has to be loaded separately.
const Root = styled.div`
  position: relative;
  width: 100%;
  .glide__track {
    overflow: hidden;
  }
  .glide__slides {
    position: relative;
    width: 100%;
    list-style: none;
    backface-visibility: hidden;
    transform-style: preserve-3d;
    touch-action: pan-y;
    overflow: hidden;
    margin: 0;
    padding: 0;
    white-space: nowrap;
    display: flex;
    flex-wrap: nowrap;
    will-change: transform;
  }
  .glide__slide {
    width: 100%;
    height: auto;
    flex-shrink: 0;
    white-space: normal;
    user-select: none;
    display: flex;
  }
  .glide__slide > * {
    flex: 1;
  }
`;

const Controls = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Arrow = styled.button`
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.accent};
  font-size: 1.25rem;
  cursor: pointer;
`;

export interface CarouselProps {
  /** Names the carousel and its buttons, e.g. 'Testimonials'. */
  label: string;
  slides: ReactNode[];
  /** Singular noun for the buttons: 'Previous testimonial' / 'Next testimonial'. */
  itemName?: string;
}

/** A looping carousel: 1 slide per view on small screens, 2 on medium, 3 on large. */
export function Carousel({ label, slides, itemName = 'slide' }: CarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!rootRef.current || slides.length === 0) return;
    const glide = new Glide(rootRef.current, {
      type: 'carousel',
      perView: 3,
      gap: 24,
      breakpoints: { 1023: { perView: 2 }, 639: { perView: 1 } },
    });
    // Glide clones slides to loop; the clones must not be read or focused twice.
    glide.on(['mount.after', 'build.after'], () => {
      rootRef.current?.querySelectorAll('.glide__slide--clone').forEach((clone) => {
        clone.setAttribute('aria-hidden', 'true');
        clone.setAttribute('inert', '');
      });
    });
    glide.mount();
    return () => {
      glide.destroy();
    };
  }, [slides.length]);

  if (slides.length === 0) return null;
  return (
    <Root
      ref={rootRef}
      className="glide"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="glide__track" data-glide-el="track">
        <ul className="glide__slides">
          {slides.map((slide, index) => (
            <li
              className="glide__slide"
              key={index}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      <Controls data-glide-el="controls">
        <Arrow type="button" data-glide-dir="<" aria-label={`Previous ${itemName}`}>
          <span aria-hidden="true">‹</span>
        </Arrow>
        <Arrow type="button" data-glide-dir=">" aria-label={`Next ${itemName}`}>
          <span aria-hidden="true">›</span>
        </Arrow>
      </Controls>
    </Root>
  );
}
