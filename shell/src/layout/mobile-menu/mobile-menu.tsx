import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { DialogCloseButton, DialogHeader, dialogBox, media } from '@da-boulder/shared-ui';
import { NavItems } from '../header/nav-items';

/** The menu's id, which the header's toggle names as the popover it opens. */
export const MOBILE_MENU_ID = 'site-menu';

// A popover in the browser's top layer, set as the kit's dialog over its backdrop.
const Panel = styled.div`
  ${dialogBox}
  inset: 0 0 auto;
  width: calc(100% - 2 * ${({ theme }) => theme.space.md});
  max-height: calc(100% - 2 * ${({ theme }) => theme.space.md});
  margin: ${({ theme }) => theme.space.md} auto;
  overflow-y: auto;
  border: 0;
  color: ${({ theme }) => theme.color.ink};
  ${media.medium} {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
  &::backdrop {
    background: ${({ theme }) => theme.color.backdrop};
  }
  /* Hidden where the browser knows no popovers too (it would show the menu in the page); there
     the scripts open it (data-open). Separate rules: an unknown selector drops its whole rule. */
  display: none;
  &[data-open] {
    display: block;
    position: fixed;
    z-index: 10;
  }
  &:popover-open {
    display: block;
  }
`;

const MenuList = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

/**
 * The phone-width menu: a dialog the header's toggle opens and its close button, Escape or a
 * click outside closes. A popover, so the browser does that from the HTML alone, before and
 * without scripts; the scripts add what the HTML cannot: closing once a link is chosen (a link
 * within the page leaves the popover open) and taking focus to the dialog as it opens.
 */
export function MobileMenu() {
  const menuRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const closeMenu = () => {
    const menu = menuRef.current;
    if (menu?.hidePopover) menu.hidePopover();
    else if (menu) delete menu.dataset.open;
  };

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const toggleOf = (element: Element) => element.closest(`[popovertarget="${MOBILE_MENU_ID}"]`);
    // Closing gives focus back to the toggle: the browser does that for a popover.
    const takeFocus = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') closeRef.current?.focus();
    };
    // The menu is not modal: Tab past its last link would reach the page's controls behind it. It
    // closes as focus leaves it, letting focus go where it went (to its toggle, the toggle closes).
    const closeOnLeave = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Element && !menu.contains(next) && !toggleOf(next)) closeMenu();
    };
    menu.addEventListener('toggle', takeFocus);
    menu.addEventListener('focusout', closeOnLeave);
    const cleanUp = () => {
      menu.removeEventListener('toggle', takeFocus);
      menu.removeEventListener('focusout', closeOnLeave);
    };
    if ('popover' in HTMLElement.prototype) return cleanUp;
    // A browser without popovers (before Safari 17, Firefox 125): the buttons that name the menu
    // open and close it here instead.
    const openOrClose = (event: MouseEvent) => {
      const button = toggleOf(event.target as Element);
      if (!button) return;
      const open = button.getAttribute('popovertargetaction') !== 'hide' && !menu.dataset.open;
      if (open) menu.dataset.open = '';
      else delete menu.dataset.open;
      if (open) closeRef.current?.focus();
    };
    document.addEventListener('click', openOrClose);
    return () => {
      cleanUp();
      document.removeEventListener('click', openOrClose);
    };
  }, []);

  return (
    <Panel ref={menuRef} id={MOBILE_MENU_ID} popover="auto" role="dialog" aria-labelledby={titleId}>
      <DialogHeader>
        <h2 id={titleId}>Menu</h2>
        <DialogCloseButton
          ref={closeRef}
          type="button"
          popovertarget={MOBILE_MENU_ID}
          popovertargetaction="hide"
          aria-label="Close"
        >
          <span aria-hidden="true">×</span>
        </DialogCloseButton>
      </DialogHeader>
      <MenuList aria-label="Main">
        <NavItems onNavigate={closeMenu} />
      </MenuList>
    </Panel>
  );
}
