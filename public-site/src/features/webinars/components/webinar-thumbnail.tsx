import styled, { css } from 'styled-components';
import type { Webinar } from '@da-boulder/contracts';
import { webinarThumbnail } from '../webinar-rules';

const placeholderLook = css`
  display: grid;
  place-items: center;
  border-radius: ${(p) => p.theme.radius.sm};
  background: linear-gradient(135deg, ${(p) => p.theme.color.dusk}, ${(p) => p.theme.color.accent});
  color: ${(p) => p.theme.color.duskInk};
  font-family: ${(p) => p.theme.font.heading};
  font-size: ${(p) => p.theme.fontSize.lg};
`;

// An image that does not load shows its ::before (only a broken image has one) over the
// browser's broken-image icon: the placeholder, with or without scripts.
const Picture = styled.img`
  position: relative;
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.sand};

  &::before {
    content: 'Webinar';
    position: absolute;
    inset: 0;
    ${placeholderLook}
  }
`;

const Placeholder = styled.div`
  aspect-ratio: 16 / 9;
  ${placeholderLook}
`;

/** Thumbnail, else the video's own thumbnail, else a placeholder, which a broken image shows too. */
export function WebinarThumbnail({ webinar }: { webinar: Webinar }) {
  const src = webinarThumbnail(webinar);
  if (!src) return <Placeholder aria-hidden="true">Webinar</Placeholder>;
  return <Picture src={src} alt="" loading="lazy" />;
}
