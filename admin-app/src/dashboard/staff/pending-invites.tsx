import useSWR, { useSWRConfig } from 'swr';
import type { PendingInvite } from '@da-boulder/contracts';
import { apiFetch, Button, Heading, Text } from '@da-boulder/shared-ui';
import { ContentTable } from '../../features/content-table/content-table';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';
import { formatDateTime } from '../../features/people-list/format-date';
import { focusListHeadingIfLost } from '../../features/people-list/people-list';
import { readState } from '../../features/read-state/read-state';
import { STAFF_HEADING_ID } from './staff-list';
import { ACTIVITY_PATH, INVITES_PATH, revalidateStaff } from './staff-reads';

const COLUMN = { invitedBy: 'Invited by', expires: 'Works until' };

/**
 * The invites sent and not yet accepted, each with "Withdraw": one sent to a wrong address, or by
 * an admin who should not have, stops working at once.
 */
export function PendingInvites() {
  const { data, error, isLoading, mutate } = useSWR<{ invites: PendingInvite[] }>(INVITES_PATH);
  const { mutate: mutateAll } = useSWRConfig();

  const withdraw = async (invite: PendingInvite) => {
    try {
      const { message } = await apiFetch<{ message: string }>(
        `${INVITES_PATH}/${encodeURIComponent(invite.id)}`,
        { method: 'DELETE' },
      );
      notifySuccess(message);
    } catch (withdrawError) {
      notifyFailure(withdrawError, 'Failed to withdraw the invite');
    }
    // Withdrawn, or refused as ended meanwhile: the invites as they are, and the activity.
    await revalidateStaff(mutateAll, [INVITES_PATH, ACTIVITY_PATH]);
    focusListHeadingIfLost(STAFF_HEADING_ID);
  };

  // Nothing while none is open, nor while they load: most visits have none to show.
  if (!error && !data?.invites.length) return null;
  return (
    <section>
      <Heading level={3}>Invites waiting</Heading>
      <Text>Each works once, until the time shown, unless it is withdrawn.</Text>
      {readState(
        { data, error, isLoading },
        { what: 'the invites', retry: () => void mutate(), height: '4rem' },
        ({ invites }) => (
          <ContentTable
            label="Invites waiting"
            stackBelow="40rem"
            head={
              <tr>
                <th>Mail address</th>
                {Object.values(COLUMN).map((column) => (
                  <th key={column}>{column}</th>
                ))}
                <th>Actions</th>
              </tr>
            }
          >
            <tbody>
              {invites.map((invite) => (
                <tr key={invite.id}>
                  <td>
                    <strong>{invite.email}</strong>
                  </td>
                  <td data-label={COLUMN.invitedBy}>{invite.invitedBy || '-'}</td>
                  <td data-label={COLUMN.expires}>
                    <time dateTime={invite.expiresAt}>{formatDateTime(invite.expiresAt)}</time>
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Withdraw the invite to ${invite.email}`}
                      onClick={() => void withdraw(invite)}
                    >
                      Withdraw
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ContentTable>
        ),
      )}
    </section>
  );
}
