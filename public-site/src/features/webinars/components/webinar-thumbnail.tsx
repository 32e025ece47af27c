import { useState } from 'react';
import styled from 'styled-components';
import type { Webinar } from '@da-boulder/contracts';
import { webinarThumbnail } from '../webinar-rules';

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.sand};
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  border-radius: ${(p) => p.theme.radius.sm};
  background: linear-gradient(135deg, ${(p) => p.theme.color.dusk}, ${(p) => p.theme.color.accent});
  color: ${(p) => p.theme.color.duskInk};
  font-family: ${(p) => p.theme.font.heading};
  font-size: ${(p) => p.theme.fontSize.lg};
`;

/** Thumbnail, else the video's own thumbnail, else a placeholder; a broken image also falls back. */
export function WebinarThumbnail({ webinar }: { webinar: Webinar }) {
  const [broken, setBroken] = useState(false);
  const src = webinarThumbnail(webinar);
  if (!src || broken) return <Placeholder aria-hidden="true">Webinar</Placeholder>;
  return <Picture src={src} alt="" loading="lazy" onError={() => setBroken(true)} />;
}
