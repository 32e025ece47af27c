import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useServerRendering } from '../server-rendering';
import { listStyles, rootStyles, tabStyles, type TabsProps } from './tabs-styles';

// react-aria's tabs (about 20 KB gzip) load only on pages that show tabs, never on the first view.
const loadTabsView = () => import('./tabs-view');
const TabsView = lazy(loadTabsView);

const PlaceholderRoot = styled.div`
  ${rootStyles}
`;

const PlaceholderList = styled.div`
  ${listStyles}
`;

const PlaceholderTab = styled.span`
  ${tabStyles}
  text-decoration: none;
  &[href]:hover:not([data-selected]) {
    background: ${({ theme }) => theme.color.sand};
    color: ${({ theme }) => theme.color.ink};
  }
`;

/**
 * The same labels, and the selected panel unless `panel` is false: while the tabs' code loads,
 * and as the server renders them (then not busy: read without scripts, this is what the page
 * is; a tab with an `href` is a link to the page showing it, the one shown its current page).
 * With `onReach` they are tabs a visitor can reach (named so, the selected one focusable, each
 * pressable in place), and say so once they are pressed or focused, with the tab pressed.
 */
function TabsPlaceholder({
  items,
  selectedKey,
  defaultSelectedKey,
  busy,
  panel = true,
  onReach,
  'aria-label': label,
}: TabsProps & { busy: boolean; panel?: boolean; onReach?: (chosen?: string) => void }) {
  // A press focuses the tab before its click: the tab must still be there for the click.
  const pressing = useRef(false);
  const selected = selectedKey ?? defaultSelectedKey ?? items[0]?.id;
  return (
    <PlaceholderRoot aria-busy={busy || undefined}>
      <PlaceholderList
        {...(onReach && {
          role: 'tablist',
          'aria-label': label,
          onPointerEnter: () => void loadTabsView(),
          onPointerDown: () => {
            pressing.current = true;
            void loadTabsView();
          },
          onPointerUp: () => (pressing.current = false),
          onPointerCancel: () => (pressing.current = false),
          onFocus: () => {
            if (!pressing.current) onReach();
          },
        })}
      >
        {items.map((item) => (
          <PlaceholderTab
            key={item.id}
            {...(item.href && { as: 'a', href: item.href })}
            data-selected={item.id === selected ? true : undefined}
            {...(onReach
              ? {
                  role: 'tab',
                  'aria-selected': item.id === selected,
                  tabIndex: item.id === selected ? 0 : -1,
                  onClick: (event: MouseEvent) => {
                    event.preventDefault();
                    onReach(item.id);
                  },
                }
              : item.href && item.id === selected && { 'aria-current': 'page' as const })}
          >
            {item.label}
          </PlaceholderTab>
        ))}
      </PlaceholderList>
      {panel && items.find((item) => item.id === selected)?.content}
    </PlaceholderRoot>
  );
}

/**
 * Accessible tabs (arrow keys move between tabs); only the selected tab's panel is rendered.
 * Tabs the server rendered stay as it sent them once the page is hydrated, as tabs, until a
 * visitor reaches for them: a hover loads react-aria's, and a press or the focus hands over to
 * them, with the tab pressed and the focus. Starting them costs a phone a long task a reader
 * never needs.
 */
export function Tabs(props: TabsProps) {
  const serverRendering = useServerRendering();
  // Kept from the first render: true only for tabs the server rendered.
  const [sentByServer] = useState(serverRendering);
  const [reached, setReached] = useState<{ chosen?: string }>();
  if (serverRendering) return <TabsPlaceholder {...props} busy={false} />;
  if (sentByServer && !reached) {
    const onReach = (chosen?: string) => {
      if (chosen !== undefined) props.onSelectionChange?.(chosen);
      setReached({ chosen });
    };
    return <TabsPlaceholder {...props} busy={false} onReach={onReach} />;
  }
  const current = reached?.chosen ? { ...props, defaultSelectedKey: reached.chosen } : props;
  // A panel shown while react-aria's code loads would be mounted again once it arrives, losing its
  // state: a dashboard dialog opened meanwhile closed again. So the browser's own panel waits for
  // react-aria's; only one the server sent stays on screen meanwhile.
  return (
    <Suspense fallback={<TabsPlaceholder {...current} busy panel={sentByServer} />}>
      <TabsView {...current} focusSelected={reached !== undefined} />
    </Suspense>
  );
}
