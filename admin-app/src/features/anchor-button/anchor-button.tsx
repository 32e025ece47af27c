import type { AnchorHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary';
type Size = 'sm' | 'md';

const Anchor = styled.a<{ $variant: Variant; $size: Size }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme, $size }) => ($size === 'sm' ? theme.size.controlSm : theme.size.control)};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.sm : theme.space.lg)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.color.accent};
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  transition:
    background-color 150ms ease,
    color 150ms ease;
  ${({ theme, $variant }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.accent};
          color: ${theme.color.accentInk};
          &:hover {
            background: ${theme.color.accentHover};
            border-color: ${theme.color.accentHover};
            color: ${theme.color.accentInk};
          }
        `
      : css`
          background: ${theme.color.surface};
          color: ${theme.color.accent};
          &:hover {
            background: ${theme.color.sand};
            color: ${theme.color.accentHover};
          }
        `}
`;

export interface AnchorButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Variant;
  size?: Size;
}

/**
 * A plain link in the look of the kit's small buttons, for what the router must not handle: a
 * CSV download from the API, a mailto: address. (Kept here, not in shared-ui: the shell provides
 * shared-ui to the remotes, so a new kit export would need a new shell first.)
 */
export function AnchorButton({ variant = 'secondary', size = 'sm', ...rest }: AnchorButtonProps) {
  return <Anchor $variant={variant} $size={size} {...rest} />;
}
