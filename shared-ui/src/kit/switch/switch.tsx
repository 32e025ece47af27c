import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/focus-ring';
import { useServerRendering } from '../server-rendering';
import { switchStyles, type SwitchProps } from './switch-styles';

// react-aria's switch loads only when a visitor reaches for one: starting react-aria's code takes
// a phone a long task (its locale check starts Intl), which a visitor who only reads never needs.
const loadSwitchView = () => import('./switch-view');
const SwitchView = lazy(loadSwitchView);

const StandIn = styled.span`
  ${switchStyles}
  &:focus-visible {
    outline: none;
  }
  &:focus-visible .track {
    ${focusRing}
  }
`;

/**
 * An on/off toggle (role switch, Space toggles) with a visible label. Until a visitor first
 * toggles it, a look-alike stands in that is a switch itself: hover, a press or the focus sends
 * for react-aria's, and the first toggle (a press or Space) hands over to it, with the focus. As
 * the server sends it, and while the page hydrates, the look-alike is inert, or with `href` a link
 * to the page with the switch turned, so it works without scripts.
 */
export function Switch({ isSelected, onChange, children, href }: SwitchProps) {
  const serverRendering = useServerRendering();
  const [toggled, setToggled] = useState(false);
  const toggle = () => {
    onChange(!isSelected);
    setToggled(true);
  };
  const look = (live: boolean) => (
    <StandIn
      data-selected={isSelected ? true : undefined}
      {...(live
        ? {
            role: 'switch',
            'aria-checked': isSelected,
            tabIndex: 0,
            onPointerEnter: () => void loadSwitchView(),
            onFocus: () => void loadSwitchView(),
            onClick: toggle,
            onKeyDown: (event: KeyboardEvent) => {
              if (event.key !== ' ') return;
              event.preventDefault();
              toggle();
            },
          }
        : href
          ? { as: 'a' as const, href }
          : { 'aria-busy': true })}
    >
      <span className="track" aria-hidden="true">
        <span className="thumb" />
      </span>
      {children}
    </StandIn>
  );
  if (!toggled) return look(!serverRendering);
  return (
    <Suspense fallback={look(false)}>
      <SwitchView isSelected={isSelected} onChange={onChange} autoFocus>
        {children}
      </SwitchView>
    </Suspense>
  );
}
