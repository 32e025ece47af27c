import type { Key } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components/Tabs';
import styled from 'styled-components';
import { focusRing } from '../../theme/focus-ring';
import { listStyles, rootStyles, tabStyles, type TabsProps } from './tabs-styles';

const Root = styled(AriaTabs)`
  ${rootStyles}
`;

const List = styled(TabList)`
  ${listStyles}
`;

const TabButton = styled(Tab)`
  ${tabStyles}
  cursor: pointer;
  outline: none;
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

/** react-aria's tabs, loaded on demand by Tabs. */
export default function TabsView({
  items,
  selectedKey,
  onSelectionChange,
  defaultSelectedKey,
  'aria-label': label,
}: TabsProps) {
  return (
    <Root
      selectedKey={selectedKey}
      // Chosen before react-aria's collection is built: its own choice (the first tab) comes a
      // frame later, and the page would show no panel for that frame and shift.
      defaultSelectedKey={defaultSelectedKey ?? items[0]?.id}
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
