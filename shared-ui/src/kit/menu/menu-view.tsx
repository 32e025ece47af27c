import type { Key, ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
} from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import styled from 'styled-components';
import { focusRing } from '../../theme/focus-ring';

const Trigger = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.color.dusk};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.dusk};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  outline: none;
  &[data-focus-visible] {
    ${focusRing}
  }
`;

const List = styled(AriaMenu)`
  min-width: ${({ theme }) => theme.size.menu};
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.border.hairline} solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  outline: none;
`;

const Item = styled(AriaMenuItem)`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.color.sand};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

export interface MenuItemData {
  id: string;
  label: ReactNode;
}

export interface MenuProps {
  /** The trigger button's content. */
  label: ReactNode;
  /** Names the trigger when its content is an icon. */
  'aria-label'?: string;
  items: MenuItemData[];
  onAction: (id: string) => void;
}

/** The react-aria menu styled by the kit; loaded on demand through ./menu. */
export default function MenuView({ label, items, onAction, 'aria-label': ariaLabel }: MenuProps) {
  return (
    <MenuTrigger>
      <Trigger aria-label={ariaLabel}>{label}</Trigger>
      <Popover placement="bottom end">
        <List onAction={(key: Key) => onAction(String(key))}>
          {items.map((item) => (
            <Item key={item.id} id={item.id}>
              {item.label}
            </Item>
          ))}
        </List>
      </Popover>
    </MenuTrigger>
  );
}
