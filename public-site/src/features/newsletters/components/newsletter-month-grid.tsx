import styled from 'styled-components';
import type { Newsletter } from '@da-boulder/contracts';

const Grid = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
`;

const Issue = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xxs};
  height: 100%;
  padding: ${(p) => p.theme.space.md};
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.ink};
  text-decoration: none;

  &:hover {
    border-color: ${(p) => p.theme.color.accent};
    box-shadow: ${(p) => p.theme.shadow.card};
  }

  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;

const Month = styled.span`
  font-family: ${(p) => p.theme.font.heading};
  font-size: ${(p) => p.theme.fontSize.lg};
  font-weight: 600;
`;

const Note = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.inkMuted};
`;

/** Newsletter issues as external links, opened in a new tab. */
export function NewsletterMonthGrid({
  newsletters,
  showYear = false,
}: {
  newsletters: Newsletter[];
  showYear?: boolean;
}) {
  return (
    <Grid>
      {newsletters.map((newsletter) => (
        <li key={newsletter.id}>
          <Issue href={newsletter.link} target="_blank" rel="noopener noreferrer">
            <Month>
              {newsletter.month}
              {showYear ? ` ${newsletter.year}` : ''}
            </Month>
            {newsletter.isSpecial && newsletter.specialDescription ? (
              <Note>{newsletter.specialDescription}</Note>
            ) : null}
            <Note>Opens in a new tab</Note>
          </Issue>
        </li>
      ))}
    </Grid>
  );
}
