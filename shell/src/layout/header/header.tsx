import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container, media, visuallyHidden } from '@da-boulder/shared-ui';
import { MOBILE_MENU_ID, MobileMenu } from '../mobile-menu/mobile-menu';
import { NavItems } from './nav-items';
import { useScrolledPast } from './use-scrolled-past';

/** SPEC §9: on the home page the logo appears after 10 px of scrolling. */
export const LOGO_REVEAL_SCROLL_PX = 10;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  height: ${({ theme }) => theme.layout.headerHeight};
  display: flex;
  align-items: center;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: ${({ theme }) => theme.border.hairline} solid ${({ theme }) => theme.color.line};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  ${media.narrow} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

// Shrinks a little on phones so it and the menu button keep the same gutter on both sides; should
// a font run wider than measured, the logo is cut short rather than pushing the page sideways.
const Logo = styled(Link)<{ $visible: boolean }>`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.color.dusk};
  text-decoration: none;
  white-space: nowrap;
  ${media.narrow} {
    font-size: 1.125rem;
  }
  visibility: ${({ $visible }) => ($visible ? 'visible' : 'hidden')};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity 200ms ease;
  /* Without scripts nothing reveals it on scrolling: it is there from the start. */
  @media (scripting: none) {
    visibility: visible;
    opacity: 1;
  }
  span {
    color: ${({ theme }) => theme.color.accent};
  }
`;

// Only where every item fits on one line beside the logo (theme.breakpoint.headerNav); below,
// the menu button takes over before anything would wrap or push past the edge.
const DesktopNav = styled.nav`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  white-space: nowrap;
  ${media.belowHeaderNav} {
    display: none;
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: ${({ theme }) => theme.size.control};
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.sm};
  white-space: nowrap;
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.color.dusk};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.dusk};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.sand};
  }
  ${media.headerNav} {
    display: none;
  }
`;

// The smallest phones keep the icon; the button is still named Menu.
const ToggleLabel = styled.span`
  @media (max-width: 369.98px) {
    ${visuallyHidden}
  }
`;

export function Header() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(LOGO_REVEAL_SCROLL_PX);
  const logoVisible = pathname !== '/' || scrolled;

  return (
    <Bar>
      <Inner>
        <Logo
          to="/"
          $visible={logoVisible}
          aria-hidden={!logoVisible || undefined}
          tabIndex={logoVisible ? undefined : -1}
        >
          Diamond Approach <span>Boulder</span>
        </Logo>
        <DesktopNav aria-label="Main">
          <NavItems />
        </DesktopNav>
        {/* Opens the menu with no script: the browser shows it and says it is expanded. */}
        <MenuToggle type="button" aria-haspopup="dialog" popovertarget={MOBILE_MENU_ID}>
          <span aria-hidden="true">☰</span> <ToggleLabel>Menu</ToggleLabel>
        </MenuToggle>
      </Inner>
      <MobileMenu />
    </Bar>
  );
}
