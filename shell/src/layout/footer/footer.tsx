import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, media, NewTabLink } from '@da-boulder/shared-ui';
import { remoteForPath } from '../../config/remote-for-path.mjs';
import { footerLinks, socialLinks } from '../site-links';

const Bar = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => theme.space.xl} 0;
  background: ${({ theme }) => theme.color.dusk};
  color: ${({ theme }) => theme.color.duskInk};
  a {
    color: ${({ theme }) => theme.color.duskInk};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.medium} {
    grid-template-columns: 2fr 1fr;
  }
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export function Footer() {
  return (
    <Bar>
      <Container>
        <Columns>
          <nav aria-label="Footer">
            <Heading>Explore</Heading>
            <LinkList>
              {footerLinks.map((link) => (
                <li key={link.to}>
                  {/* The dashboard's pages are documents of their own (see nav-items). */}
                  <Link to={link.to} reloadDocument={remoteForPath(link.to) === 'admin_app'}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </LinkList>
          </nav>
          <div>
            <Heading>Follow us</Heading>
            <LinkList>
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <NewTabLink href={link.href}>{link.label}</NewTabLink>
                </li>
              ))}
            </LinkList>
          </div>
        </Columns>
        <p>Diamond Approach® is a registered trademark of the Ridhwan Foundation.</p>
        <p>© {new Date().getFullYear()} Diamond Approach Boulder. All rights reserved.</p>
      </Container>
    </Bar>
  );
}
