import { useRef, type Key } from 'react';
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

/**
 * react-aria's tabs, loaded on demand by Tabs. `focusSelected`: the visitor was on the tabs that
 * stood in for these; the focus goes on to the selected tab.
 */
export default function TabsView({
  items,
  selectedKey,
  onSelectionChange,
  defaultSelectedKey,
  'aria-label': label,
  focusSelected = false,
}: TabsProps & { focusSelected?: boolean }) {
  // react-aria renders its tabs a moment after the list: the selected one takes the focus as it
  // appears.
  const focusOnArrival = useRef(focusSelected);
  const initiallySelected = selectedKey ?? defaultSelectedKey ?? items[0]?.id;
  const takeFocus = (tab: HTMLElement | null) => {
    if (!tab || !focusOnArrival.current) return;
    focusOnArrival.current = false;
    tab.focus();
  };
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
          <TabButton
            key={item.id}
            id={item.id}
            ref={item.id === initiallySelected ? takeFocus : undefined}
          >
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
