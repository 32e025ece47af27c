import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { listStyles, rootStyles, tabStyles, type TabsProps } from './tabs-styles';

// react-aria's tabs (about 20 KB gzip) load only on pages that show tabs, never on the first view.
const TabsView = lazy(() => import('./tabs-view'));

const PlaceholderRoot = styled.div`
  ${rootStyles}
`;

const PlaceholderList = styled.div`
  ${listStyles}
`;

const PlaceholderTab = styled.span`
  ${tabStyles}
`;

/** The same labels and selected panel, inert, while the tabs' code loads. */
function TabsPlaceholder({ items, selectedKey, defaultSelectedKey }: TabsProps) {
  const selected = selectedKey ?? defaultSelectedKey ?? items[0]?.id;
  return (
    <PlaceholderRoot aria-busy="true">
      <PlaceholderList>
        {items.map((item) => (
          <PlaceholderTab key={item.id} data-selected={item.id === selected ? true : undefined}>
            {item.label}
          </PlaceholderTab>
        ))}
      </PlaceholderList>
      {items.find((item) => item.id === selected)?.content}
    </PlaceholderRoot>
  );
}

/** Accessible tabs (arrow keys move between tabs); only the selected tab's panel is rendered. */
export function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={<TabsPlaceholder {...props} />}>
      <TabsView {...props} />
    </Suspense>
  );
}
