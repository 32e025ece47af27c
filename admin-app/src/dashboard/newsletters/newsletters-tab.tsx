import { newsletterType, type Newsletter } from '@da-boulder/contracts';
import { ContentTypeTable } from '../../features/content-table/content-type-table';
import { ContentTypeTab } from '../../features/crud/content-type-tab';
import { sortNewslettersByDate } from './sort-newsletters';

/** Sortable by issue date, newest first. */
export function NewslettersTable({
  newsletters,
  onEdit,
  onDelete,
  onPublish,
}: {
  newsletters: Newsletter[];
  onEdit: (newsletter: Newsletter) => void;
  onDelete: (newsletter: Newsletter) => void;
  onPublish?: (newsletter: Newsletter) => void;
}) {
  return (
    <ContentTypeTable
      type={newsletterType}
      items={newsletters}
      onEdit={onEdit}
      onDelete={onDelete}
      onPublish={onPublish}
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
          onPublish={handlers.publish}
        />
      )}
    />
  );
}
