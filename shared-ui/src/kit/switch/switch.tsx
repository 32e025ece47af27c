import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useAfterElementPaint } from '../after-element-paint';
import { switchStyles, type SwitchProps } from './switch-styles';

// react-aria's switch loads only on pages that show one, and only once its stand-in is on screen:
// the page's own code and data come first.
const SwitchView = lazy(() => import('./switch-view'));

// elementtiming is a real attribute styled-components does not know (it would warn about it).
const Placeholder = styled.span.withConfig({ shouldForwardProp: () => true })`
  ${switchStyles}
`;

/** An on/off toggle (role switch, Space toggles) with a visible label. */
export function Switch(props: SwitchProps) {
  const { isSelected, children } = props;
  const [painted, identifier] = useAfterElementPaint();
  // Same size and look, inert until the real switch arrives a moment later.
  const placeholder = (
    <Placeholder
      aria-busy="true"
      data-selected={isSelected ? true : undefined}
      elementtiming={identifier}
    >
      <span className="track" aria-hidden="true">
        <span className="thumb" />
      </span>
      {children}
    </Placeholder>
  );
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SwitchView {...props} />
    </Suspense>
  );
}
