import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useServerRendering } from '../server-rendering';
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

/**
 * The same labels and selected panel, inert: while the tabs' code loads, and as the server
 * renders them (then not busy: read without scripts, this is what the page is).
 */
function TabsPlaceholder({
  items,
  selectedKey,
  defaultSelectedKey,
  busy,
}: TabsProps & { busy: boolean }) {
  const selected = selectedKey ?? defaultSelectedKey ?? items[0]?.id;
  return (
    <PlaceholderRoot aria-busy={busy || undefined}>
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

/**
 * Accessible tabs (arrow keys move between tabs); only the selected tab's panel is rendered. In a
 * page the server rendered, the real tabs come once the page is hydrated: tabs that look ready
 * before their code runs would take presses and do nothing.
 */
export function Tabs(props: TabsProps) {
  if (useServerRendering()) return <TabsPlaceholder {...props} busy={false} />;
  return (
    <Suspense fallback={<TabsPlaceholder {...props} busy />}>
      <TabsView {...props} />
    </Suspense>
  );
}
