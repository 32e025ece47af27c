import { useEffect, useRef, type ReactNode } from 'react';
import Glide from '@glidejs/glide';
import styled, { useTheme } from 'styled-components';
import { focusRing } from '../../theme/focus-ring';
import { media, type Theme } from '../../theme/theme';

/** Slides per view from each breakpoint up (SPEC §2: 1 on small screens, 2 medium, 3 large). */
const perViewFrom = { small: 1, medium: 2, large: 3 } as const;

const px = (length: string) =>
  length.endsWith('rem') ? parseFloat(length) * 16 : parseFloat(length);

/** The gap between slides, in px as Glide takes it. */
const gapPx = (theme: Theme) => px(theme.space.lg);

// Glide's core layout, written here so no stylesheet has to be loaded separately. Until Glide
// measures the track (the server's page, and the frame before it mounts) the slides stand as it
// will set them: as many per view as at this width, a gap apart, so it takes over with no shift.
const Root = styled.div`
  --per-view: ${perViewFrom.small};
  ${media.medium} {
    --per-view: ${perViewFrom.medium};
  }
  ${media.large} {
    --per-view: ${perViewFrom.large};
  }
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
    width: calc(
      (100% - (var(--per-view) - 1) * ${({ theme }) => gapPx(theme)}px) / var(--per-view)
    );
    margin-right: ${({ theme }) => gapPx(theme)}px;
    height: auto;
    flex-shrink: 0;
    white-space: normal;
    user-select: none;
    display: flex;
  }
  .glide__slide > * {
    flex: 1;
  }
  /* Without scripts Glide never takes over: the slides are a row to scroll through, each
     snapping into place, and the buttons only a script can drive are not shown. */
  @media (scripting: none) {
    .glide__track {
      overflow-x: auto;
      scroll-snap-type: x mandatory;
    }
    .glide__slides {
      overflow: visible;
    }
    .glide__slide {
      scroll-snap-align: start;
    }
    [data-glide-el='controls'] {
      display: none;
    }
  }
`;

const Controls = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Arrow = styled.button`
  width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  border-radius: 50%;
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.fontSize.lg};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.sand};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** Glide's options from the theme: the slides per view above, at the same breakpoints. */
function glideOptions(theme: Theme) {
  return {
    type: 'carousel' as const,
    perView: perViewFrom.large,
    gap: gapPx(theme),
    // Glide's arrow keys listen on the whole document (they moved the slides while the visitor
    // typed in a form); the Previous and Next buttons are the keyboard's way.
    keyboard: false,
    // Glide's breakpoints are max-widths: below large show 2, below medium 1.
    breakpoints: {
      [px(theme.breakpoint.large) - 1]: { perView: perViewFrom.medium },
      [px(theme.breakpoint.medium) - 1]: { perView: perViewFrom.small },
    },
  };
}

export interface CarouselProps {
  /** Names the carousel and its buttons, e.g. 'Testimonials'. */
  label: string;
  slides: ReactNode[];
  /** Singular noun for the buttons: 'Previous testimonial' / 'Next testimonial'. */
  itemName?: string;
}

/** The glide carousel; loaded on demand through ./carousel. */
export default function CarouselView({ label, slides, itemName = 'slide' }: CarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    if (!rootRef.current || slides.length === 0) return;
    const glide = new Glide(rootRef.current, glideOptions(theme));
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
  }, [slides.length, theme]);

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
