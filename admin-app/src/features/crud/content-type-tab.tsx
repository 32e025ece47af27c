import type { ReactNode } from 'react';
import { capitalised, hasDrafts } from '@da-boulder/contracts';
import { ContentTypeTable } from '../content-table/content-type-table';
import type { FormContentType } from './admin-content-type';
import { ContentForm } from './content-form';
import { CrudTab, type ContentFormProps, type RowHandlers, type TabItem } from './crud-tab';

interface ContentTypeTabProps<T> {
  type: FormContentType;
  /** A table other than the definition's plain one (a sortable column). */
  renderTable?: (items: T[], handlers: RowHandlers<T>) => ReactNode;
  /** A form other than the definition's. */
  renderForm?: (props: ContentFormProps<T>) => ReactNode;
}

/** A content type's dashboard tab: list, table, form and messages from its definition. */
export function ContentTypeTab<T extends TabItem>({
  type,
  renderTable = (items, handlers) => (
    <ContentTypeTable
      type={type}
      items={items}
      onEdit={handlers.edit}
      onDelete={handlers.remove}
      drafts={handlers}
    />
  ),
  renderForm = (props) => <ContentForm type={type} {...props} />,
}: ContentTypeTabProps<T>) {
  return (
    <CrudTab<T, Record<string, T[]>>
      heading={capitalised(type.plural)}
      noun={type.noun}
      listKey={type.adminPath}
      drafts={hasDrafts(type)}
      publicKeyPrefixes={type.publicPath ? [type.publicPath] : []}
      selectItems={(response) => response[type.plural]}
      deleteQuestion={() => `Are you sure you want to delete this ${type.noun}?`}
      emptyTitle={type.admin.emptyTitle ?? `No ${type.plural} found`}
      renderTable={renderTable}
      renderForm={renderForm}
    />
  );
}
