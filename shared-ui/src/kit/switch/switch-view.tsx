import { Switch as AriaSwitch } from 'react-aria-components/Switch';
import styled from 'styled-components';
import { switchStyles, type SwitchProps } from './switch-styles';

const Root = styled(AriaSwitch)`
  ${switchStyles}
`;

/** react-aria's switch, loaded on demand by Switch; `autoFocus` as it takes over from its stand-in. */
export default function SwitchView({
  isSelected,
  onChange,
  children,
  autoFocus = false,
}: SwitchProps & { autoFocus?: boolean }) {
  return (
    <Root isSelected={isSelected} onChange={onChange} autoFocus={autoFocus}>
      <span className="track" aria-hidden="true">
        <span className="thumb" />
      </span>
      {children}
    </Root>
  );
}
