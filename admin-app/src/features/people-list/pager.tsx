import styled from 'styled-components';
import { Button } from '@da-boulder/shared-ui';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Position = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

interface PagerProps {
  /** Names the navigation: "Registrations pages". */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/**
 * Previous and next, and where the list is: "Page 2 of 5". Nothing for a one-page list. At either
 * end its button is held, not `disabled`: the browser would move the focus of a keyboard that
 * just pressed it to the page's start.
 */
export function Pager({ label, page, pageCount, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={label}>
      <Button
        variant="secondary"
        size="sm"
        aria-label="Previous page"
        held={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <Position aria-live="polite">
        Page {page} of {pageCount}
      </Position>
      <Button
        variant="secondary"
        size="sm"
        aria-label="Next page"
        held={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Nav>
  );
}
