import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { headerHeight } from '@da-boulder/shared-ui';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: ${({ theme }) => theme.space.xs};
  transform: translateY(-200%);
  z-index: 200;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.dusk};
  color: ${({ theme }) => theme.color.duskInk};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  &:focus {
    transform: none;
    color: ${({ theme }) => theme.color.duskInk};
  }
`;

export const MAIN_ID = 'main-content';

/** Lets keyboard users jump past the header; focus lands on <main> without changing the URL. */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus({ preventScroll: true });
    // The top of the content, below the sticky header rather than under it.
    window.scrollTo({ top: main.getBoundingClientRect().top + window.scrollY - headerHeight() });
  };
  return (
    <Link href={`#${MAIN_ID}`} onClick={onClick}>
      Skip to main content
    </Link>
  );
}
