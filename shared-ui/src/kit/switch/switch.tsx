import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import styled from 'styled-components';

const Root = styled(AriaSwitch)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  cursor: pointer;
  font-weight: 600;
  .track {
    width: 2.75rem;
    height: 1.5rem;
    padding: 2px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.inkMuted};
    transition: background-color 150ms ease;
  }
  .thumb {
    display: block;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
    transition: transform 150ms ease;
  }
  &[data-selected] .track {
    background: ${({ theme }) => theme.color.accent};
  }
  &[data-selected] .thumb {
    transform: translateX(1.25rem);
  }
  &[data-focus-visible] .track {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export interface SwitchProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  children: ReactNode;
}

export function Switch({ isSelected, onChange, children }: SwitchProps) {
  return (
    <Root isSelected={isSelected} onChange={onChange}>
      <span className="track" aria-hidden="true">
        <span className="thumb" />
      </span>
      {children}
    </Root>
  );
}
