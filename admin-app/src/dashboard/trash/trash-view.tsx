import { useId } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  capitalised,
  eventType,
  newsletterType,
  programType,
  teacherType,
  testimonialType,
  webinarType,
  type Page,
  type TrashItem,
} from '@da-boulder/contracts';
import { Button, EmptyState, Heading, Text, VisuallyHidden } from '@da-boulder/shared-ui';
import { ContentTable } from '../../features/content-table/content-table';
import { TabHeader } from '../../features/crud/tab-header';
import { formatDateTime } from '../../features/people-list/format-date';
import { focusListHeadingIfLost } from '../../features/people-list/people-list';
import { listKey, PEOPLE_PAGE_SIZE } from '../../features/people-list/list-key';
import { Pager } from '../../features/people-list/pager';
import { useListParams } from '../../features/people-list/use-list-params';
import { usePageCount } from '../../features/people-list/use-page-count';
import { readState } from '../../features/read-state/read-state';
import { restoreFromTrash } from '../../features/trash/restore-from-trash';

const TRASH_API = '/api/cms/trash';

const COLUMN = { kind: 'Kind', deletedBy: 'Deleted by', deletedAt: 'Deleted' };

/** What each kind of item is called ("events" → "Event"), as its content type names it. */
const KIND_LABEL: Partial<Record<string, string>> = Object.fromEntries(
  [eventType, teacherType, newsletterType, webinarType, testimonialType, programType].map(
    (type) => [type.plural, capitalised(type.noun)],
  ),
);
const kindLabel = (kind: string) => KIND_LABEL[kind] ?? kind;

/**
 * What was deleted in the last 30 days, newest first and a page at a time (its page in the URL),
 * by whom and when, each with "Restore": it comes back as it was, pictures and files included,
 * and every list shows it again.
 */
export function TrashView() {
  const { page, update } = useListParams();
  const key = listKey(TRASH_API, { page, pageSize: PEOPLE_PAGE_SIZE });
  const { data, error, isLoading, isValidating, mutate } = useSWR<Page<'items', TrashItem>>(key, {
    keepPreviousData: true,
    revalidateOnMount: true,
  });
  const pageCount = usePageCount(data, isValidating, { page, update });
  const { mutate: mutateAll } = useSWRConfig();
  const headingId = useId();

  const restore = async (item: TrashItem) => {
    await restoreFromTrash(item.id);
    // The item is back in its lists (and the trash lost it): drop every cached read, so each list
    // reads anew when shown, and those on screen now.
    await mutateAll(() => true, undefined, { revalidate: true });
    // Its row went, and its Restore button with it.
    focusListHeadingIfLost(headingId);
  };

  const body = readState(
    { data, error, isLoading },
    { what: 'the trash', retry: () => void mutate(), height: '8rem' },
    ({ items, total }) =>
      total === 0 ? (
        <EmptyState
          title="The trash is empty"
          description="Deleted events, teachers, newsletters, webinars and testimonials wait here 30 days."
        />
      ) : (
        <ContentTable
          label="Deleted items"
          stackBelow="40rem"
          head={
            <tr>
              <th>Deleted item</th>
              {Object.values(COLUMN).map((column) => (
                <th key={column}>{column}</th>
              ))}
              <th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          }
        >
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>{item.title || '-'}</td>
                <td data-label={COLUMN.kind}>{kindLabel(item.kind)}</td>
                <td data-label={COLUMN.deletedBy}>{item.deletedBy || '-'}</td>
                <td data-label={COLUMN.deletedAt}>
                  <time dateTime={item.deletedAt}>{formatDateTime(item.deletedAt)}</time>
                </td>
                <td>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Restore ${item.title || kindLabel(item.kind)}`}
                    onClick={() => void restore(item)}
                  >
                    Restore
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ContentTable>
      ),
  );

  return (
    <section>
      <TabHeader>
        <Heading level={2} id={headingId} tabIndex={-1}>
          Trash
        </Heading>
      </TabHeader>
      <Text>Deleted content waits here 30 days, then it is gone for good.</Text>
      {body}
      {data && !error && data.total > 0 && (
        <Pager
          label="Trash pages"
          page={page}
          pageCount={pageCount}
          onPage={(next) => update({ page: next })}
        />
      )}
    </section>
  );
}
