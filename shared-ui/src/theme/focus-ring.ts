import { css } from 'styled-components';
import type { Theme } from './theme';

/**
 * The focus ring's declarations: the focus colour between two light bands (a shadow under the
 * outline fills its offset and reaches past it). The blue alone is 1.7:1 on dusk (the footer, the
 * hero); there the light bands stand out, and on light ground the blue, so it shows on both.
 */
export const focusRingRules = ({ focusRing: ring, color }: Theme) => `
  outline: ${ring.width} solid ${color.focus};
  outline-offset: ${ring.offset};
  box-shadow: 0 0 0 calc(${ring.offset} + ${ring.width} + ${ring.halo}) ${color.focusHalo};
`;

/** The kit's visible focus ring, for widgets that mark keyboard focus with an attribute. */
export const focusRing = css`
  ${({ theme }) => focusRingRules(theme)}
`;
