import type { ReactNode } from 'react';
import styled from 'styled-components';

// A focusable, labelled region: at phone width the table scrolls sideways and keyboard users can
// scroll it too (axe: scrollable-region-focusable).
const ScrollRegion = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 40rem;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }

  th {
    background: ${({ theme }) => theme.color.sand};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
    white-space: nowrap;
  }

  tbody tr:last-child td {
    border-bottom: none;
  }
`;

interface ContentTableProps {
  /** Names the scroll region and the table for assistive technology. */
  label: string;
  head: ReactNode;
  children: ReactNode;
}

export function ContentTable({ label, head, children }: ContentTableProps) {
  return (
    <ScrollRegion role="region" aria-label={label} tabIndex={0}>
      <Table aria-label={label}>
        <thead>{head}</thead>
        {children}
      </Table>
    </ScrollRegion>
  );
}
