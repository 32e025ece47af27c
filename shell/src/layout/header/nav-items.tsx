import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, useAuthStore } from '@da-boulder/shared-ui';
import { useLogout } from '../../session/use-logout';
import { headerLinks } from '../site-links';

const NavLinkStyled = styled(NavLink)`
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  text-decoration: none;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xxs}`};
  /* Top and bottom alike, so the text sits on the same line as the buttons beside it. */
  border-block: ${({ theme }) => theme.border.thick} solid transparent;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.color.accent};
    border-bottom-color: ${({ theme }) => theme.color.accent};
  }
`;

/** The header's links and account actions; shared by the desktop bar and the mobile menu. */
export function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const user = useAuthStore((state) => state.user);
  const { logout, pending } = useLogout();
  return (
    <>
      {headerLinks.map((link) => (
        // `end` keeps Home from matching every path; hash links never show as current.
        <NavLinkStyled key={link.to} to={link.to} end onClick={onNavigate}>
          {link.label}
        </NavLinkStyled>
      ))}
      {user ? (
        <>
          {/* A document of its own, which other sites' windows are kept out of
              (Cross-Origin-Opener-Policy): public pages, the one it comes from, are not. */}
          <NavLinkStyled to="/admin" reloadDocument onClick={onNavigate}>
            Admin
          </NavLinkStyled>
          <Button
            variant="secondary"
            size="sm"
            pending={pending}
            pendingLabel="Logging out..."
            onClick={async () => {
              await logout();
              onNavigate?.();
            }}
          >
            Logout
          </Button>
        </>
      ) : (
        <ButtonLink to="/programs" size="sm" onClick={onNavigate}>
          Get Started
        </ButtonLink>
      )}
    </>
  );
}
