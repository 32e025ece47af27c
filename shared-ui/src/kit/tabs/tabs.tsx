import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components/Tabs';
import styled from 'styled-components';
import { focusRing } from '../../theme/focus-ring';

const Root = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const List = styled(TabList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: ${({ theme }) => theme.border.hairline} solid ${({ theme }) => theme.color.line};
  padding-bottom: ${({ theme }) => theme.space.xs};
`;

const TabButton = styled(Tab)`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
  color: ${({ theme }) => theme.color.inkMuted};
  cursor: pointer;
  outline: none;
  &[data-selected] {
    background: ${({ theme }) => theme.color.dusk};
    color: ${({ theme }) => theme.color.duskInk};
  }
  &[data-hovered]:not([data-selected]) {
    background: ${({ theme }) => theme.color.sand};
    color: ${({ theme }) => theme.color.ink};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

const Panel = styled(TabPanel)`
  outline: none;
  &[data-focus-visible] {
    ${focusRing}
  }
`;

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  'aria-label': string;
  items: TabItem[];
  selectedKey?: string;
  onSelectionChange?: (key: string) => void;
  defaultSelectedKey?: string;
}

/** Accessible tabs (arrow keys move between tabs); only the selected tab's panel is rendered. */
export function Tabs({
  items,
  selectedKey,
  onSelectionChange,
  defaultSelectedKey,
  'aria-label': label,
}: TabsProps) {
  return (
    <Root
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={
        onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined
      }
    >
      <List aria-label={label}>
        {items.map((item) => (
          <TabButton key={item.id} id={item.id}>
            {item.label}
          </TabButton>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.id} id={item.id}>
          {item.content}
        </Panel>
      ))}
    </Root>
  );
}
