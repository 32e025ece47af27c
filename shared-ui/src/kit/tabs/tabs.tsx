import { useId, useRef, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { useServerRendering } from '../server-rendering';
import { listStyles, rootStyles, tabStyles, type TabsProps } from './tabs-styles';

// react-aria's tabs (about 30 KB gzip, and a long task to start on a phone) load only when a
// visitor reaches for the tabs: a page that is only read never pays for them. Should they fail
// to load, the tabs in place go on working (a press still picks a tab).
const loadTabsView = () =>
  import('./tabs-view').then(
    (module) => module.default,
    () => undefined,
  );

const PlaceholderRoot = styled.div`
  ${rootStyles}
`;

const PlaceholderList = styled.div`
  ${listStyles}
`;

const PlaceholderTab = styled.span`
  ${tabStyles}
  cursor: pointer;
`;

interface Reaching {
  /** A press begins (react-aria's tabs never replace these in the middle of one) or ends. */
  onPress: (pressing: boolean) => void;
  /** The visitor picked a tab, or came onto the tabs with the keyboard. */
  onReach: (id?: string) => void;
  onLeave: () => void;
}

/**
 * The tabs react-aria's stand in for: the same labels and the selected panel. As the server
 * sends them (`reaching` absent) they are inert, read without scripts; in the browser they are
 * named as tabs, a press picks one at once, and the first hover, touch or focus sends for
 * react-aria's tabs, which take over once the visitor has pressed or tabbed onto them.
 */
function PlaceholderTabs({ reaching, ...props }: TabsProps & { reaching?: Reaching }) {
  const id = useId();
  const selected = props.selectedKey ?? props.defaultSelectedKey ?? props.items[0]?.id;
  const live = reaching !== undefined;
  const handlers = reaching && {
    onPointerEnter: () => void loadTabsView(),
    onPointerDown: () => reaching.onPress(true),
    onPointerUp: () => reaching.onPress(false),
    onPointerCancel: () => reaching.onPress(false),
    onFocus: () => reaching.onReach(),
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      // Gone elsewhere, not merely replaced by the real tabs (then there is no next target).
      const next = event.relatedTarget;
      if (next && !event.currentTarget.contains(next)) reaching.onLeave();
    },
  };
  return (
    <PlaceholderRoot {...handlers}>
      <PlaceholderList
        role={live ? 'tablist' : undefined}
        aria-label={live ? props['aria-label'] : undefined}
      >
        {props.items.map((item) => (
          <PlaceholderTab
            key={item.id}
            data-selected={item.id === selected ? true : undefined}
            {...(reaching && {
              id: `${id}-${item.id}`,
              role: 'tab',
              'aria-selected': item.id === selected,
              tabIndex: item.id === selected ? 0 : -1,
              onClick: () => reaching.onReach(item.id),
            })}
          >
            {item.label}
          </PlaceholderTab>
        ))}
      </PlaceholderList>
      <div {...(live && { role: 'tabpanel', 'aria-labelledby': `${id}-${selected}` })}>
        {props.items.find((item) => item.id === selected)?.content}
      </div>
    </PlaceholderRoot>
  );
}

/**
 * Accessible tabs (arrow keys move between tabs); only the selected tab's panel is rendered. A
 * page the server rendered shows its markup until hydrated; then the tabs wait, as tabs, for a
 * visitor to reach for them before react-aria's load.
 */
export function Tabs(props: TabsProps) {
  const serverRendering = useServerRendering();
  const [TabsView, setTabsView] = useState<Awaited<ReturnType<typeof loadTabsView>>>();
  const [withFocus, setWithFocus] = useState(false);
  const [chosen, setChosen] = useState<string>();
  const pressing = useRef(false);
  const wanted = useRef(false);
  const current = { ...props, defaultSelectedKey: chosen ?? props.defaultSelectedKey };
  // Between a press and its click the element pressed must stay, or the click is lost.
  const swapWhenFree = () => {
    if (!wanted.current) return;
    void loadTabsView().then((view) => {
      if (view && !pressing.current) setTabsView(() => view);
    });
  };
  const reaching: Reaching = {
    onPress(down) {
      pressing.current = down;
      if (down) void loadTabsView();
      else swapWhenFree();
    },
    onReach(id) {
      setWithFocus(true);
      if (id !== undefined) {
        setChosen(id);
        props.onSelectionChange?.(id);
      }
      wanted.current = true;
      swapWhenFree();
    },
    onLeave: () => setWithFocus(false),
  };
  if (TabsView) return <TabsView {...current} focusSelected={withFocus} />;
  return <PlaceholderTabs {...current} reaching={serverRendering ? undefined : reaching} />;
}
