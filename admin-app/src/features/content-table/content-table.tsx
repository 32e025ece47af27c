import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '@da-boulder/shared-ui';

// A focusable, labelled region: at phone width the table scrolls sideways and keyboard users can
// scroll it too (axe: scrollable-region-focusable).
const ScrollRegion = styled.div<{ $stacks: boolean }>`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  ${({ $stacks }) =>
    $stacks &&
    css`
      container-type: inline-size;
    `}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * Each row a card: the cells one under another, each after its column's name (`data-label`, left
 * out for screen readers, which have the column headers); a cell without one (the row's name, its
 * buttons) spans the card.
 */
const stacked = css`
  min-width: 0;

  &,
  & > tbody,
  & > tbody > tr,
  & > tbody > tr > td {
    display: block;
  }

  & > thead {
    ${visuallyHidden}
  }

  & > tbody > tr {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }

  & > tbody > tr:last-child {
    border-bottom: none;
  }

  & > tbody > tr > td {
    padding: ${({ theme }) => theme.space.xxs} 0;
    border-bottom: none;
  }

  & > tbody > tr > td[data-label] {
    display: grid;
    grid-template-columns: minmax(7rem, 30%) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }

  & > tbody > tr > td[data-label]::before {
    content: attr(data-label) / '';
    font-weight: 600;
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

const Table = styled.table<{ $stackBelow?: string }>`
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

  /* A table that stacks is one made to fit its region: its headers wrap between words too. */
  ${({ $stackBelow }) =>
    $stackBelow &&
    css`
      th {
        white-space: normal;
      }

      @container (max-width: ${$stackBelow}) {
        ${stacked}
      }
    `}
`;

interface ContentTableProps {
  /** Names the scroll region and the table for assistive technology. */
  label: string;
  head: ReactNode;
  children: ReactNode;
  /**
   * Where the table is narrower than this (a CSS length), each row shows as a card instead, its
   * cells labelled by their `data-label`; without it a narrow table scrolls sideways.
   */
  stackBelow?: string;
}

export function ContentTable({ label, head, children, stackBelow }: ContentTableProps) {
  return (
    <ScrollRegion role="region" aria-label={label} tabIndex={0} $stacks={Boolean(stackBelow)}>
      <Table aria-label={label} $stackBelow={stackBelow}>
        <thead>{head}</thead>
        {children}
      </Table>
    </ScrollRegion>
  );
}
