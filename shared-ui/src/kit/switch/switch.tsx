import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { switchStyles, type SwitchProps } from './switch-styles';

// react-aria's switch loads only on pages that show one, never on the first view.
const SwitchView = lazy(() => import('./switch-view'));

const Placeholder = styled.span`
  ${switchStyles}
`;

/** An on/off toggle (role switch, Space toggles) with a visible label. */
export function Switch(props: SwitchProps) {
  const { isSelected, children } = props;
  return (
    <Suspense
      fallback={
        // Same size and look, inert until the real switch arrives a moment later.
        <Placeholder aria-busy="true" data-selected={isSelected ? true : undefined}>
          <span className="track" aria-hidden="true">
            <span className="thumb" />
          </span>
          {children}
        </Placeholder>
      }
    >
      <SwitchView {...props} />
    </Suspense>
  );
}
