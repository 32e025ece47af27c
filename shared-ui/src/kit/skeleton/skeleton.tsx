import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

export interface SkeletonProps {
  /** CSS length; defaults to the full width. */
  width?: string;
  /** CSS length; defaults to one line. */
  height?: string;
}

/** A grey placeholder block while content loads; hidden from assistive technology. */
export const Skeleton = styled.div
  .withConfig({ shouldForwardProp: (prop) => prop !== 'width' && prop !== 'height' })
  .attrs({ 'aria-hidden': true, 'data-skeleton': '' })<SkeletonProps>`
  width: ${({ width = '100%' }) => width};
  height: ${({ height = '1rem' }) => height};
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(
    90deg,
    ${({ theme }) => `${theme.color.sand} 25%, ${theme.color.paper} 50%, ${theme.color.sand} 75%`}
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.5s ease-in-out infinite;
`;
