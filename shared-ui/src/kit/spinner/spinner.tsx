import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Circle = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  border-radius: 50%;
  border: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.color.line};
  border-top-color: ${({ theme }) => theme.color.accent};
  animation: ${spin} 0.8s linear infinite;
`;

/** A busy indicator that screen readers announce by its label. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status">
      <Circle aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
