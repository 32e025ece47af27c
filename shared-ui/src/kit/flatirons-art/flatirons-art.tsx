import { useId } from 'react';
import styled from 'styled-components';

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
`;

/**
 * The Flatirons above Boulder at dusk, drawn in SVG: decorative art that needs no image host
 * and weighs a few hundred bytes.
 */
export function FlatironsArt({ className }: { className?: string }) {
  // One id per drawing: a page may show it more than once. useId is the same on the server and
  // as the page hydrates.
  const skyId = `flatirons-sky-${useId()}`;
  return (
    <Svg
      className={className}
      viewBox="0 0 1200 500"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={skyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f3e4e" />
          <stop offset="0.55" stopColor="#7a5a6a" />
          <stop offset="1" stopColor="#e0a77a" />
        </linearGradient>
      </defs>
      <rect width="1200" height="500" fill={`url(#${skyId})`} />
      <circle cx="930" cy="250" r="46" fill="#f4d3a4" opacity="0.85" />
      <path
        d="M0 380 L120 300 L210 340 L330 250 L430 320 L560 240 L700 330 L820 280 L960 340 L1080 290 L1200 330 L1200 500 L0 500 Z"
        fill="#4b4456"
        opacity="0.8"
      />
      <path d="M140 500 L300 170 L360 220 L420 140 L490 215 L545 150 L640 500 Z" fill="#8a4b2a" />
      <path
        d="M300 170 L360 220 L330 500 L230 500 Z M420 140 L490 215 L470 500 L390 500 Z"
        fill="#6f3a1f"
        opacity="0.7"
      />
      <path
        d="M0 430 C200 400 380 440 600 420 C820 400 1000 440 1200 415 L1200 500 L0 500 Z"
        fill="#1f2a33"
      />
    </Svg>
  );
}
