import { newsletterType, type Newsletter } from '@da-boulder/contracts';
import { ContentTypeTable } from '../../features/content-table/content-type-table';
import type { DraftHandlers } from '../../features/content-table/row-actions';
import { ContentTypeTab } from '../../features/crud/content-type-tab';
import { sortNewslettersByDate } from './sort-newsletters';

/** Sortable by issue date, newest first. */
export function NewslettersTable({
  newsletters,
  onEdit,
  onDelete,
  drafts,
}: {
  newsletters: Newsletter[];
  onEdit: (newsletter: Newsletter) => void;
  onDelete: (newsletter: Newsletter) => void;
  drafts?: DraftHandlers<Newsletter>;
}) {
  return (
    <ContentTypeTable
      type={newsletterType}
      items={newsletters}
      onEdit={onEdit}
      onDelete={onDelete}
      drafts={drafts}
      sortItems={sortNewslettersByDate}
    />
  );
}

export function NewslettersTab() {
  return (
    <ContentTypeTab<Newsletter>
      type={newsletterType}
      renderTable={(newsletters, handlers) => (
        <NewslettersTable
          newsletters={newsletters}
          onEdit={handlers.edit}
          onDelete={handlers.remove}
          drafts={handlers}
        />
      )}
    />
  );
}
