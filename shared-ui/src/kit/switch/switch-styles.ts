import type { ReactNode } from 'react';
import { css } from 'styled-components';
import { focusRing } from '../../theme/focus-ring';

// Shared by the real switch and its placeholder, so nothing moves when react-aria arrives.
export const switchStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control};
  cursor: pointer;
  font-weight: 600;
  .track {
    display: block;
    width: ${({ theme }) => theme.size.control};
    padding: ${({ theme }) => theme.border.thick};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.inkMuted};
    transition: background-color 150ms ease;
  }
  .thumb {
    display: block;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
    transition: transform 150ms ease;
  }
  &[data-selected] .track {
    background: ${({ theme }) => theme.color.accent};
  }
  &[data-selected] .thumb {
    transform: translateX(
      calc(
        ${({ theme }) => `${theme.size.control} - ${theme.size.icon}`} - 2 *
          ${({ theme }) => theme.border.thick}
      )
    );
  }
  &[data-focus-visible] .track {
    ${focusRing}
  }
`;

export interface SwitchProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** The visible label. */
  children: ReactNode;
  /**
   * The page with the switch turned the other way: as the server sends it (and without scripts)
   * the switch is then a link there, not inert.
   */
  href?: string;
}
