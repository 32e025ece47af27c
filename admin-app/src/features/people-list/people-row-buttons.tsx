import type { ReactNode } from 'react';
import { Button } from '@da-boulder/shared-ui';
import { DeleteButton, RowButtons } from '../content-table/row-actions';
import type { RowActions } from './people-list';

/**
 * A people row's buttons: the tab's own (`children`), Release while the spam trap holds the row
 * (it becomes a person's, and the mails it would have sent go out), and Delete. `what` names the
 * row in their accessible names: "Release {what}", "Delete {what}".
 */
export function PeopleRowButtons<T>({
  item,
  what,
  held,
  actions,
  children,
}: {
  item: T;
  what: string;
  held: boolean;
  actions: RowActions<T>;
  children?: ReactNode;
}) {
  return (
    <RowButtons>
      {children}
      {held && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Release ${what}`}
          onClick={() => actions.release(item)}
        >
          Release
        </Button>
      )}
      <DeleteButton label={`Delete ${what}`} onClick={() => actions.remove(item)} />
    </RowButtons>
  );
}
