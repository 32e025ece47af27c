import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  type ButtonHTMLAttributes,
  type MouseEvent,
} from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media } from '../../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface LookProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

/** Hover shows only on a button that can be pressed. */
const hover = "&:hover:not(:disabled):not([aria-disabled='true'])";

const look = css<LookProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme, $size }) =>
    $size === 'sm'
      ? theme.size.controlSm
      : $size === 'lg'
        ? theme.size.controlLg
        : theme.size.control};
  padding: 0
    ${({ theme, $size }) => ($size === 'sm' ? theme.space.sm : $size === 'lg' ? theme.space.xl : theme.space.lg)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: ${({ theme }) => theme.border.thick} solid transparent;
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSize.sm : $size === 'lg' ? theme.fontSize.lg : theme.fontSize.md)};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  /* A label stays on one line; only on phones too narrow for it does it wrap, evenly. */
  white-space: nowrap;
  max-width: 100%;
  ${media.narrow} {
    white-space: normal;
    text-wrap: balance;
    /* Tighter on phones, so a long label still fits on one line where it can. */
    ${({ theme, $size }) =>
      $size !== 'sm' &&
      css`
        padding: 0 ${theme.space.md};
      `}
    ${({ theme, $size }) =>
      $size === 'lg' &&
      css`
        font-size: ${theme.fontSize.md};
      `}
  }
  cursor: pointer;
  transition:
    background-color 150ms ease,
    color 150ms ease,
    border-color 150ms ease;
  ${({ theme, $variant }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.accent};
          color: ${theme.color.accentInk};
          ${hover} {
            background: ${theme.color.accentHover};
            color: ${theme.color.accentInk};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.accent};
          border-color: ${theme.color.accent};
          ${hover} {
            background: ${theme.color.sand};
            color: ${theme.color.accentHover};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.color.ink};
          ${hover} {
            background: ${theme.color.sand};
            color: ${theme.color.ink};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.color.danger};
          color: ${theme.color.dangerInk};
          ${hover} {
            filter: brightness(0.9);
            color: ${theme.color.dangerInk};
          }
        `;
    }
  }}
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<LookProps>`
  ${look}
`;

const StyledLink = styled(Link)<LookProps>`
  ${look}
`;

/**
 * The button's look on another element, given `as`: a disclosure's `summary`, a plain `a` (one
 * that leaves the site, which no router link does).
 */
export const ButtonLook = styled.span<LookProps>`
  ${look}
  &::-webkit-details-marker {
    display: none;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * While true the button shows `pendingLabel` (e.g. 'Logging in...') and ignores presses, and its
   * form is not sent again. It stays focusable (aria-disabled, not disabled): the browser moves
   * focus off a focused control that becomes disabled, to the page's start.
   */
  pending?: boolean;
  pendingLabel?: string;
  /**
   * Held as while pending, without being busy: presses and its form do nothing, and the focus
   * stays (a pager's Next on its last page, "Subscribed!" for a moment after subscribing).
   */
  held?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    pending = false,
    pendingLabel,
    held = false,
    type = 'button',
    disabled,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const own = useRef<HTMLButtonElement | null>(null);
  const setRef = useCallback(
    (node: HTMLButtonElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const inert = pending || held;
  // However the form is sent meanwhile (Enter in a field, a script), its handler does not run
  // again: this stops the submit at the form, before it reaches React's listener on the root.
  useEffect(() => {
    const form = own.current?.form;
    if (type !== 'submit' || !inert || !form) return;
    const hold = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
    };
    form.addEventListener('submit', hold);
    return () => form.removeEventListener('submit', hold);
  }, [type, inert]);

  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // A press while held does nothing, not even send the form (the default of a submit button).
    if (inert) event.preventDefault();
    else onClick?.(event);
  };

  return (
    <StyledButton
      ref={setRef}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled}
      aria-disabled={inert || undefined}
      aria-busy={pending || undefined}
      onClick={press}
      {...rest}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </StyledButton>
  );
});

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A router link that looks like a button. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', ...rest },
  ref,
) {
  return <StyledLink ref={ref} $variant={variant} $size={size} {...rest} />;
});
