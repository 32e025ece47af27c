import { Switch as AriaSwitch } from 'react-aria-components/Switch';
import styled from 'styled-components';
import { switchStyles, type SwitchProps } from './switch-styles';

const Root = styled(AriaSwitch)`
  ${switchStyles}
`;

/** react-aria's switch, loaded on demand by Switch. */
export default function SwitchView({ isSelected, onChange, children }: SwitchProps) {
  return (
    <Root isSelected={isSelected} onChange={onChange}>
      <span className="track" aria-hidden="true">
        <span className="thumb" />
      </span>
      {children}
    </Root>
  );
}
