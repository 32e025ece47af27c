import { Fragment, useRef, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch, Button, Dialog, EmptyState, Heading } from '@da-boulder/shared-ui';
import { capitalised, itemVersion } from '@da-boulder/contracts';
import { contentMessages } from './content-messages';
import { notifyFailure, notifySuccess } from './notify';
import { restoreFromTrash } from '../trash/restore-from-trash';
import { RestoreSampleContent } from './restore-sample-content';
import { revalidateContent } from './revalidate-content';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { TabHeader } from './tab-header';
import type { DraftHandlers } from '../content-table/row-actions';
import { focusIfLost } from '../focus-if-lost';
import { readState } from '../read-state/read-state';
import { listKey as pageKey } from '../people-list/list-key';
import { Pager } from '../people-list/pager';
import { useListParams } from '../people-list/use-list-params';
import { usePageCount } from '../people-list/use-page-count';

/** An item of a tab: its id, and its version (what an edit form sends back with its save). */
export interface TabItem {
  id: string;
  revision?: number;
}

/** What a create or edit form gets from its tab. */
export interface ContentFormProps<T> {
  /** The item being edited; absent when creating. */
  item?: T;
  /** Runs the write; on success toasts, refetches and closes the dialog, on failure toasts. */
  save: (write: () => Promise<unknown>) => Promise<void>;
  cancel: () => void;
  /** Opens the form again on the item as it is saved now (after someone else's save). */
  reload?: () => void;
}

export interface RowHandlers<T> extends DraftHandlers<T> {
  edit: (item: T) => void;
  remove: (item: T) => void;
}

interface CrudTabProps<T extends TabItem, R> {
  heading: string;
  /** Lower-case entity name used in the SPEC §8 messages: 'event', 'teacher'... */
  noun: string;
  /** Where the list is read and written. */
  listKey: string;
  /** The type has drafts (issue 48): the list asks for them too, and a draft can be published. */
  drafts?: boolean;
  /** Public views of the same content to drop from the cache after a change. */
  publicKeyPrefixes: readonly string[];
  selectItems: (response: R) => T[];
  deleteQuestion: (item: T) => string;
  /** More for the delete confirmation (an event's registrants); `close` ends it and refetches. */
  deleteDetails?: (item: T, close: () => void) => ReactNode;
  emptyTitle: string;
  /** Forms with many fields get the wide dialog. */
  wideForm?: boolean;
  intro?: ReactNode;
  renderTable: (items: T[], handlers: RowHandlers<T>) => ReactNode;
  renderForm: (props: ContentFormProps<T>) => ReactNode;
}

/**
 * The key a list's page is read under: a type with drafts asks for them too (issue 48). The API
 * answers a page of at most PAGE_SIZE; the page is in the tab's address.
 */
export const listReadKey = (listKey: string, drafts: boolean, page = 1) =>
  pageKey(listKey, { drafts: drafts ? 'include' : undefined, page: page > 1 ? page : undefined });

type FormState<T> = { mode: 'create' } | { mode: 'edit'; item: T } | null;

/** Where a list's answer sits among its pages (`total`, `pageSize`), when it says. */
function placeOf(answer: unknown): { total: number; pageSize: number } | undefined {
  const { total, pageSize } = (answer ?? {}) as Record<string, unknown>;
  return typeof total === 'number' && typeof pageSize === 'number'
    ? { total, pageSize }
    : undefined;
}

/**
 * One dashboard tab: the list (loading, error, empty, loaded), 'Add New ...', the create and edit
 * dialogs and the delete confirmation, with SPEC §8's toasts and a refetch after every change.
 * Closing a dialog unmounts its form, so a form always opens fresh (reset on success or cancel).
 */
export function CrudTab<T extends TabItem, R>({
  heading,
  noun,
  listKey,
  drafts = false,
  publicKeyPrefixes,
  selectItems,
  deleteQuestion,
  deleteDetails,
  emptyTitle,
  wideForm = false,
  intro,
  renderTable,
  renderForm,
}: CrudTabProps<T, R>) {
  const { page, update } = useListParams();
  const readKey = listReadKey(listKey, drafts, page);
  const { data, error, isLoading, isValidating } = useSWR<R>(readKey, { keepPreviousData: true });
  const pageCount = usePageCount(placeOf(data), isValidating, { page, update });
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState<FormState<T>>(null);
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const messages = contentMessages(noun);
  const title = capitalised(noun);
  const addLabel = `Add New ${title}`;

  const refresh = () => revalidateContent(mutate, listKey, publicKeyPrefixes);

  const publish = async (item: T) => {
    try {
      await apiFetch(`${listKey}/${encodeURIComponent(item.id)}/publish`, { method: 'POST' });
    } catch (publishError) {
      notifyFailure(publishError, `Failed to publish the ${noun}`);
      return;
    }
    notifySuccess(`${title} published`);
    await refresh();
    // Its Publish button went with the draft: the keyboard's place is the list's add button.
    focusIfLost(() => addButton.current);
  };

  const preview = async (item: T) => {
    // Opened at the press, so no popup blocker stops it; its address comes once the API answers.
    // Nothing of the dashboard is the preview's to reach (no opener).
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { url } = await apiFetch<{ url: string }>(
        `${listKey}/${encodeURIComponent(item.id)}/preview-link`,
      );
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (previewError) {
      tab?.close();
      notifyFailure(previewError, `Failed to preview the ${noun}`);
    }
  };

  const save = async (write: () => Promise<unknown>) => {
    const editing = form?.mode === 'edit';
    try {
      await write();
    } catch (writeError) {
      notifyFailure(writeError, editing ? messages.updateFailed : messages.createFailed);
      return;
    }
    notifySuccess(editing ? messages.updated : messages.created);
    setForm(null);
    await refresh();
  };

  // The form opens again on the item as saved now, its version with it; the list shows it too.
  const reload = async (item: T) => {
    try {
      const answer = await apiFetch<Record<string, T>>(`${listKey}/${encodeURIComponent(item.id)}`);
      setForm({ mode: 'edit', item: answer[noun] });
    } catch (reloadError) {
      notifyFailure(reloadError, `Failed to reload the ${noun}`);
    }
    await refresh();
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      const { trashId } = await apiFetch<{ trashId: string }>(
        `${listKey}/${encodeURIComponent(pendingDelete.id)}`,
        { method: 'DELETE' },
      );
      // The trash keeps it: "Undo" puts it back as it was.
      notifySuccess(messages.deleted, () => void restoreFromTrash(trashId).then(refresh));
      await refresh();
    } catch (deleteError) {
      notifyFailure(deleteError, messages.deleteFailed);
    } finally {
      setDeleting(false);
      setPendingDelete(null);
      // The row's delete button may be gone: keep keyboard focus somewhere sensible.
      addButton.current?.focus();
    }
  };

  const items = data ? selectItems(data) : [];

  const body = readState(
    { data, error, isLoading },
    { what: heading.toLowerCase(), retry: () => void mutate(readKey) },
    () =>
      items.length === 0 ? (
        <EmptyState title={emptyTitle} action={<RestoreSampleContent onRestored={refresh} />} />
      ) : (
        renderTable(items, {
          edit: (item) => setForm({ mode: 'edit', item }),
          remove: setPendingDelete,
          publish: (item) => void publish(item),
          preview: (item) => void preview(item),
        })
      ),
  );

  return (
    <div>
      <TabHeader>
        <Heading level={2}>{heading}</Heading>
        <Button ref={addButton} onClick={() => setForm({ mode: 'create' })}>
          {addLabel}
        </Button>
      </TabHeader>
      {intro}
      {body}
      <Pager
        label={`${heading} pages`}
        page={page}
        pageCount={pageCount}
        onPage={(next) => update({ page: next })}
      />

      <Dialog
        isOpen={form !== null}
        onDismiss={() => setForm(null)}
        title={form?.mode === 'edit' ? `Edit ${title}` : addLabel}
        wide={wideForm}
      >
        {form && (
          // A form reloaded on a newer version starts afresh from it.
          <Fragment key={form.mode === 'edit' ? itemVersion(form.item) : form.mode}>
            {renderForm({
              item: form.mode === 'edit' ? form.item : undefined,
              save,
              cancel: () => setForm(null),
              reload: form.mode === 'edit' ? () => void reload(form.item) : undefined,
            })}
          </Fragment>
        )}
      </Dialog>

      <ConfirmDeleteDialog
        noun={noun}
        question={pendingDelete && deleteQuestion(pendingDelete)}
        deleting={deleting}
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
      >
        {pendingDelete &&
          deleteDetails?.(pendingDelete, () => {
            setPendingDelete(null);
            addButton.current?.focus();
            void refresh();
          })}
      </ConfirmDeleteDialog>
    </div>
  );
}
