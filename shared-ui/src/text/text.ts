import { css } from 'styled-components';

/** Cuts text to `max` characters and adds '...' when it was longer (SPEC §9). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The first sentence of a text: up to and including the first '.', '!' or '?' followed by a space. */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const match = /^.*?[.!?](?=\s|$)/s.exec(trimmed);
  return match ? match[0] : trimmed;
}

/** CSS that clamps a block to `lines` lines with an ellipsis. */
export const clampLines = (lines: number) => css`
  display: -webkit-box;
  -webkit-line-clamp: ${lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
`;
