import { useId, type ComponentType, type ReactNode } from 'react';
import {
  DialogContent,
  DialogOverlay,
  type DialogContentProps,
  type DialogOverlayProps,
} from '@reach/dialog';
import styled from 'styled-components';
import { media } from '../../theme/theme';
import { ToastEcho } from '../toast';
import { DialogCloseButton, DialogHeader, dialogBox } from './dialog-parts';

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
  /* Below the header's band, where toasts show: none covers the title or the close button. */
  padding-top: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.color.backdrop};
  ${media.medium} {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
    padding-top: ${({ theme }) => theme.layout.headerHeight};
  }
`;

const Content = styled(
  DialogContent as ComponentType<
    DialogContentProps & { className?: string; 'aria-labelledby'?: string }
  >,
)<{ $wide: boolean }>`
  position: relative;
  ${dialogBox}
  ${({ theme, $wide }) => $wide && `max-width: ${theme.size.dialogWide};`}
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
        <DialogHeader>
          <h2 id={titleId}>{title}</h2>
          <DialogCloseButton type="button" onClick={onDismiss} aria-label="Close">
            <span aria-hidden="true">×</span>
          </DialogCloseButton>
        </DialogHeader>
        {children}
        <ToastEcho />
      </Content>
    </Overlay>
  );
}
