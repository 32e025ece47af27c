import { useId, type ComponentType, type ReactNode } from 'react';
import {
  DialogContent,
  DialogOverlay,
  type DialogContentProps,
  type DialogOverlayProps,
} from '@reach/dialog';
import styled from 'styled-components';
import { media } from '../../theme/theme';

// @reach's polymorphic component types are narrowed to what styled-components can wrap.
const Overlay = styled(DialogOverlay as ComponentType<DialogOverlayProps & { className?: string }>)`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.backdrop};
  ${media.medium} {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  }
`;

const Content = styled(
  DialogContent as ComponentType<
    DialogContentProps & { className?: string; 'aria-labelledby'?: string }
  >,
)<{ $wide: boolean }>`
  position: relative;
  width: 100%;
  max-width: ${({ theme, $wide }) => ($wide ? theme.size.dialogWide : theme.size.dialog)};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  outline: none;
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const CloseButton = styled.button`
  flex: none;
  width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.sand};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.line};
  }
`;

export interface DialogProps {
  isOpen: boolean;
  onDismiss: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Wider layout for forms with many fields. */
  wide?: boolean;
}

/** @reach/dialog styled by the kit; loaded on demand through ./dialog. */
export default function DialogView({
  isOpen,
  onDismiss,
  title,
  children,
  wide = false,
}: DialogProps) {
  const titleId = useId();
  return (
    <Overlay isOpen={isOpen} onDismiss={onDismiss}>
      <Content aria-labelledby={titleId} $wide={wide}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" onClick={onDismiss} aria-label="Close">
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        {children}
      </Content>
    </Overlay>
  );
}
