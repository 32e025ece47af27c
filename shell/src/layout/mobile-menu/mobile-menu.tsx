import styled from 'styled-components';
import { Dialog } from '@da-boulder/shared-ui';
import { NavItems } from '../header/nav-items';

const MenuList = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

/** The phone-width menu: a dialog that closes on its close button or once a link is chosen. */
export default function MobileMenu({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onDismiss={onClose} title="Menu">
      <MenuList aria-label="Main">
        <NavItems onNavigate={onClose} />
      </MenuList>
    </Dialog>
  );
}
