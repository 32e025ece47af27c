import styled from 'styled-components';
import { Badge, Button } from '@da-boulder/shared-ui';
import { formatDateTime } from '../people-list/format-date';

/**
 * A row's buttons, side by side, wrapping onto more lines when the column is narrow rather than
 * squeezing a label (each keeps its whole width).
 */
export const RowButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  & > * {
    flex-shrink: 0;
  }
`;

/** A line icon drawn in the text's colour, hidden from assistive technology (the button is named). */
const Icon = styled.svg.attrs({
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: 'false',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
})`
  width: 1.125rem;
  height: 1.125rem;
  display: block;
`;

const PencilIcon = () => (
  <Icon>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </Icon>
);

const TrashIcon = () => (
  <Icon>
    <path d="M3 6h18" />
    <path d="M8 6V4h8v2" />
    <path d="M19 6l-1 14H6L5 6" />
  </Icon>
);

/** An item saved as a draft (issue 48): in no public answer until it is published. */
export const isDraft = (item: object) => (item as { published?: boolean }).published === false;

/** When a draft is published by itself; null while it waits for Publish. */
const publishAtOf = (item: object) => (item as { publishAt?: string | null }).publishAt ?? null;

/** What a table does with its drafts (issue 48), for types that have them. */
export interface DraftHandlers<T> {
  /** Makes it public at once. */
  publish: (item: T) => void;
  /** Opens its page as visitors will see it, through a signed link. */
  preview: (item: T) => void;
}

/** A row's draft buttons, when its item is a draft of a table that has them. */
export const draftActionsOf = <T extends object>(item: T, drafts?: DraftHandlers<T>) =>
  drafts && isDraft(item)
    ? {
        publish: () => drafts.publish(item),
        preview: () => drafts.preview(item),
        publishAt: publishAtOf(item),
      }
    : undefined;

interface RowActionsProps {
  /** What the row is called in the buttons' accessible names: "Edit {itemLabel}". */
  itemLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** For a draft: marked so, with when it publishes by itself, its Preview and its Publish. */
  draft?: ReturnType<typeof draftActionsOf>;
}

/** The edit and delete icon buttons of a dashboard row (SPEC §2), and a draft's own. */
export function RowActions({ itemLabel, onEdit, onDelete, draft }: RowActionsProps) {
  return (
    <RowButtons>
      {draft && (
        <>
          <Badge tone="accent">Draft</Badge>
          {draft.publishAt && <Badge>Publishes {formatDateTime(draft.publishAt)}</Badge>}
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Preview ${itemLabel}`}
            onClick={draft.preview}
          >
            Preview
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Publish ${itemLabel}`}
            onClick={draft.publish}
          >
            Publish
          </Button>
        </>
      )}
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Edit ${itemLabel}`}
        title="Edit"
        onClick={onEdit}
      >
        <PencilIcon />
      </Button>
      <DeleteButton label={`Delete ${itemLabel}`} onClick={onDelete} />
    </RowButtons>
  );
}

/** The delete icon button of a dashboard row; `label` says what goes: "Delete {item}". */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} title="Delete" onClick={onClick}>
      <TrashIcon />
    </Button>
  );
}
