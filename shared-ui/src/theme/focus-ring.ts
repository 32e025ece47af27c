import { css } from 'styled-components';

/** The kit's visible focus ring, for widgets that mark keyboard focus with an attribute. */
export const focusRing = css`
  outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.color.focus};
  outline-offset: ${({ theme }) => theme.focusRing.offset};
`;
