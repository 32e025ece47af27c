import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container, media } from '@da-boulder/shared-ui';
import { NavItems } from './nav-items';
import { useScrolledPast } from './use-scrolled-past';

const MobileMenu = lazy(() => import('../mobile-menu/mobile-menu'));

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
`;

const Logo = styled(Link)<{ $visible: boolean }>`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.color.dusk};
  text-decoration: none;
  white-space: nowrap;
  visibility: ${({ $visible }) => ($visible ? 'visible' : 'hidden')};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity 200ms ease;
  span {
    color: ${({ theme }) => theme.color.accent};
  }
`;

// Hidden below the large breakpoint, where the menu toggle takes over.
const DesktopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  ${media.belowLarge} {
    display: none;
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.md};
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
  ${media.large} {
    display: none;
  }
`;

export function Header() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(LOGO_REVEAL_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
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
        <MenuToggle
          type="button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true">☰</span> Menu
        </MenuToggle>
      </Inner>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu isOpen={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Bar>
  );
}
