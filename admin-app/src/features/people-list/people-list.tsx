import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import {
  ATTENTION_PATH,
  capitalised,
  SEARCH_MAX,
  type PeopleRecordType,
} from '@da-boulder/contracts';
import { apiFetch, EmptyState, Heading } from '@da-boulder/shared-ui';
import { contentMessages } from '../crud/content-messages';
import { notifyFailure, notifySuccess } from '../crud/notify';
import { countLabel } from './count-label';
import { listKey, PEOPLE_PAGE_SIZE } from './list-key';
import { ListCount, ListToolbar } from './list-layout';
import { Pager } from './pager';
import { revalidateLists } from './revalidate-lists';
import { SearchField } from './search-field';
import { useListParams } from './use-list-params';
import { usePageCount } from './use-page-count';
import { ConfirmDeleteDialog } from '../crud/confirm-delete-dialog';
import { TabHeader } from '../crud/tab-header';
import { readState } from '../read-state/read-state';
import { focusIfLost } from '../focus-if-lost';

const Header = styled(TabHeader)`
  h2:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One page of an admin list: `{ <plural>: items, total, page, pageSize }`. */
type PageAnswer = Record<string, unknown> & { total: number; pageSize: number };

/** Moves keyboard focus to a list's heading. */
export function focusListHeading(headingId: string): void {
  document.getElementById(headingId)?.focus();
}

/**
 * After a dialog closes, focus goes back to what opened it; when that was a row's button and the
 * row is gone (deleted, or moved out of the filter), focus would be lost: the heading takes it.
 */
export function focusListHeadingIfLost(headingId: string): void {
  focusIfLost(() => document.getElementById(headingId));
}

export interface PeopleListProps<T extends { id: string }> {
  /** Its heading, nouns, and API path (one item is deleted at `${adminPath}/${id}`). */
  type: PeopleRecordType<T>;
  /** The tab's own filters, sent before the search and page. */
  filters?: Record<string, string | undefined>;
  searchDescription?: string;
  /** Selects for the tab's filters, beside the search box. */
  filterControls?: ReactNode;
  /** Buttons or links beside the heading (exports). */
  actions?: ReactNode;
  /** The empty state without a search: it may depend on the tab's filters. */
  emptyTitle: string;
  emptyDescription?: string;
  deleteQuestion: (item: T) => string;
  /** Lets the tab focus its heading when a dialog of its own took a row away. */
  headingId?: string;
  renderTable: (items: T[], rowActions: RowActions<T>) => ReactNode;
}

/** What a row's buttons do: ask to delete it, or release what the spam trap held. */
export interface RowActions<T> {
  remove: (item: T) => void;
  /** Makes a held item a person's: the API sends the mails it would have sent. */
  release: (item: T) => void;
}

/**
 * One dashboard list of people: heading, search, the tab's filters, the count, the page's table
 * (or loading, error and empty states), paging and the delete confirmation. Search, filters and
 * page live in the URL; every change refetches the list and whatever else it affects.
 */
export function PeopleList<T extends { id: string }>({
  type,
  filters = {},
  searchDescription,
  filterControls,
  actions,
  emptyTitle,
  emptyDescription,
  deleteQuestion,
  headingId: givenHeadingId,
  renderTable,
}: PeopleListProps<T>) {
  const ownHeadingId = useId();
  const headingId = givenHeadingId ?? ownHeadingId;
  const heading = capitalised(type.plural);
  const noun = { one: type.noun, other: type.plural };
  const path = type.adminPath;
  const { get, page, update } = useListParams();
  // An address may hold more than the box takes: the API is asked what the box shows.
  const search = get('q').slice(0, SEARCH_MAX);
  const key = listKey(path, { ...filters, q: search, page, pageSize: PEOPLE_PAGE_SIZE });
  // People arrive from the public site at any time: a list shown again asks the server again
  // (mounted, or a filter or page chosen again), and while a new page or search loads, the last
  // one stays on screen.
  const { data, error, isLoading, isValidating } = useSWR<PageAnswer>(key, {
    keepPreviousData: true,
    revalidateOnMount: true,
    revalidateIfStale: true,
  });
  const { mutate } = useSWRConfig();
  // What needs attention counts these lists: a list shown asks for it again too.
  useEffect(() => void mutate(ATTENTION_PATH), [path, mutate]);
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const releasing = useRef(false);
  const messages = contentMessages(noun.one);

  const pageCount = usePageCount(data, isValidating, { page, update });

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await apiFetch(`${path}/${encodeURIComponent(pendingDelete.id)}`, { method: 'DELETE' });
      notifySuccess(messages.deleted);
      // Every page and filter of the list, and the reads beneath its path (registration counts).
      await revalidateLists(mutate, [path]);
    } catch (deleteError) {
      notifyFailure(deleteError, messages.deleteFailed);
    } finally {
      setDeleting(false);
      setPendingDelete(null);
      focusListHeadingIfLost(headingId);
    }
  };

  const release = async (item: T) => {
    // One at a time: a second press while the first is on its way would only hear "not held".
    if (releasing.current) return;
    releasing.current = true;
    try {
      await apiFetch(`${path}/${encodeURIComponent(item.id)}/release`, { method: 'POST' });
      notifySuccess(`${capitalised(noun.one)} released`);
      await revalidateLists(mutate, [path]);
    } catch (releaseError) {
      notifyFailure(releaseError, `Failed to release ${noun.one}`);
    } finally {
      releasing.current = false;
      focusListHeadingIfLost(headingId);
    }
  };

  const items = (data?.[type.plural] as T[] | undefined) ?? [];
  // SWR counts a new key as loading even while it keeps the last one's data on screen.
  const body = readState(
    { data, error, isLoading },
    { what: noun.other, retry: () => void mutate(key) },
    () =>
      items.length === 0 ? (
        search ? (
          <EmptyState
            title={`No ${noun.other} match "${search}"`}
            description="Try part of a name or an email address."
          />
        ) : (
          <EmptyState title={emptyTitle} description={emptyDescription} />
        )
      ) : (
        renderTable(items, { remove: setPendingDelete, release: (item) => void release(item) })
      ),
  );

  return (
    <div>
      <Header>
        <Heading level={2} id={headingId} tabIndex={-1}>
          {heading}
        </Heading>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      <ListToolbar>
        <SearchField
          label={`Search ${type.plural}`}
          description={searchDescription}
          value={search}
          onSearch={(q) => update({ q })}
        />
        {filterControls}
      </ListToolbar>
      <ListCount role="status">{data && !error ? countLabel(data.total, noun) : ''}</ListCount>
      {body}
      {data && !error && items.length > 0 && (
        <Pager
          label={`${heading} pages`}
          page={page}
          pageCount={pageCount}
          onPage={(next) => update({ page: next })}
        />
      )}

      <ConfirmDeleteDialog
        noun={noun.one}
        question={pendingDelete && deleteQuestion(pendingDelete)}
        deleting={deleting}
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
