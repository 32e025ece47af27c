import styled from 'styled-components';
import { NewTabLink } from '@da-boulder/shared-ui';
import { socialLinks } from '../contact-details';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${(p) => p.theme.color.accent};
    font-weight: 600;
  }
`;

/** The chapter's social page and video channel, side by side, each opening in a new tab. */
export function SocialLinks({ label }: { label: string }) {
  return (
    <Row aria-label={label}>
      {socialLinks.map((link) => (
        <li key={link.href}>
          <NewTabLink href={link.href}>{link.label}</NewTabLink>
        </li>
      ))}
    </Row>
  );
}
