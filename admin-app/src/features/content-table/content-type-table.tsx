import { useState } from 'react';
import styled from 'styled-components';
import { capitalised, type ContentColumn } from '@da-boulder/contracts';
import { Badge, ImageWithFallback, NewTabLink, truncate } from '@da-boulder/shared-ui';
import type { AdminContentType } from '../crud/admin-content-type';
import { ContentTable } from './content-table';
import { draftActionsOf, RowActions, type DraftHandlers } from './row-actions';

export type SortDirection = 'ascending' | 'descending';

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  font-weight: 600;
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  align-items: center;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Link = styled(NewTabLink)`
  color: ${({ theme }) => theme.color.accent};
  overflow-wrap: anywhere;
`;

const Thumbnail = styled(ImageWithFallback)`
  width: 3.5rem;
  height: 3.5rem;
  min-height: 0;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** One cell of a definition's column: text, a link, an image or badges. */
export function ColumnCell<T>({ column, item }: { column: ContentColumn<T>; item: T }) {
  const value = column.value(item);
  if (typeof value !== 'string')
    return (
      <Badges>
        {value.map((badge) => (
          <Badge key={badge}>{badge}</Badge>
        ))}
      </Badges>
    );
  if (column.image)
    return (
      <Thumbnail src={value} alt={column.image.alt(item)} fallbackText={column.image.missing} />
    );
  const text = column.max ? truncate(value, column.max) : value;
  if (column.link)
    return (
      <Link href={value} title={value}>
        {text}
      </Link>
    );
  return text;
}

interface ContentTypeTableProps<T> {
  type: AdminContentType;
  items: T[];
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** What it does with its drafts (types that have them). */
  drafts?: DraftHandlers<T>;
  /** Orders the rows for a sortable column; newest first until its header is pressed. */
  sortItems?: (items: readonly T[], direction: SortDirection) => T[];
}

/** A content type's dashboard table, its columns from its definition, with edit and delete. */
export function ContentTypeTable<T extends { id: string }>({
  type,
  items,
  onEdit,
  onDelete,
  drafts,
  sortItems,
}: ContentTypeTableProps<T>) {
  const [direction, setDirection] = useState<SortDirection>('descending');
  const rows = sortItems ? sortItems(items, direction) : items;
  const { columns, itemLabel } = type.admin;
  return (
    <ContentTable
      label={capitalised(type.plural)}
      head={
        <tr>
          {columns.map((column) =>
            column.sortable ? (
              <th key={column.header} aria-sort={direction}>
                <SortButton
                  type="button"
                  onClick={() =>
                    setDirection(direction === 'descending' ? 'ascending' : 'descending')
                  }
                >
                  {column.header}{' '}
                  <span aria-hidden="true">{direction === 'descending' ? '↓' : '↑'}</span>
                </SortButton>
              </th>
            ) : (
              <th key={column.header}>{column.header}</th>
            ),
          )}
          <th>Actions</th>
        </tr>
      }
    >
      <tbody>
        {rows.map((item) => (
          <tr key={item.id}>
            {columns.map((column) => (
              <td key={column.header}>
                <ColumnCell column={column} item={item} />
              </td>
            ))}
            <td>
              <RowActions
                itemLabel={itemLabel(item, truncate)}
                onEdit={() => onEdit(item)}
                onDelete={() => onDelete(item)}
                draft={draftActionsOf(item, drafts)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </ContentTable>
  );
}
