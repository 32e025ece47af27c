import { css } from 'styled-components';

/** Cuts text to `max` characters and adds '...' when it was longer (SPEC §9). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/**
 * Like truncate, but cuts at the last space within `max` characters rather than mid-word (a
 * single word longer than `max` is still cut), dropping a dangling comma or dash, and adds
 * `ellipsis` when it was longer.
 */
export function truncateAtWord(text: string, max: number, ellipsis = '...'): string {
  if (text.length <= max) return text;
  // One character more: a word that ends exactly at `max` is kept whole.
  const lastSpace = text.slice(0, max + 1).search(/\s\S*$/);
  const cut = lastSpace > 0 ? text.slice(0, lastSpace) : text.slice(0, max);
  return `${cut.replace(/[\s,;:\u2013\u2014-]+$/, '')}${ellipsis}`;
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
