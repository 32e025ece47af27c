import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { StaffMember } from '@da-boulder/contracts';
import { apiFetch, Button, Heading, useAuthStore } from '@da-boulder/shared-ui';
import { ContentTable } from '../../features/content-table/content-table';
import { ConfirmDeleteDialog } from '../../features/crud/confirm-delete-dialog';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';
import { TabHeader } from '../../features/crud/tab-header';
import { formatDateTime } from '../../features/people-list/format-date';
import { focusListHeadingIfLost } from '../../features/people-list/people-list';
import { InviteAdmin } from './invite-admin';
import { readState } from '../../features/read-state/read-state';
import { ACTIVITY_PATH, INVITES_PATH, revalidateStaff, STAFF_PATH } from './staff-reads';

/**
 * The Staff heading's id: the keyboard's place when a removal or a withdrawal took the pressed
 * button off the page (the invites' whole section goes with its last invite).
 */
export const STAFF_HEADING_ID = 'staff-heading';

const COLUMN = {
  email: 'Mail address',
  lastSignIn: 'Last sign-in',
  sessions: 'Active sessions',
};

/** Below this width each admin shows as a card: at a phone's width nothing scrolls sideways. */
const STACK_BELOW = '40rem';

/**
 * The admins: username, mail address, last sign-in and how many sessions they have open; "Invite
 * an admin", and Remove on each row, which ends that admin's sessions at once.
 */
export function StaffList() {
  const { data, error, isLoading, mutate } = useSWR<{ staff: StaffMember[] }>(STAFF_PATH);
  const { mutate: mutateAll } = useSWRConfig();
  const signedIn = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const navigate = useNavigate();
  const [pendingRemoval, setPendingRemoval] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState(false);

  const confirmRemoval = async () => {
    if (!pendingRemoval) return;
    setRemoving(true);
    try {
      const { message } = await apiFetch<{ message: string }>(
        `${STAFF_PATH}/${encodeURIComponent(pendingRemoval.id)}`,
        { method: 'DELETE' },
      );
      notifySuccess(message);
      // Removing themself ended their own session too: they are signed out.
      if (pendingRemoval.id === signedIn?.id) {
        navigate('/login', { replace: true });
        setUser(null);
        return;
      }
    } catch (removeError) {
      notifyFailure(removeError, 'Failed to remove the admin');
    } finally {
      setRemoving(false);
      setPendingRemoval(null);
    }
    // Removed, or refused because the list was out of date: either way, read it again, with the
    // invites the removal ended and the activity that has it. The dialog gives focus back to the
    // row's Remove button; when the row is gone, the heading takes it.
    await revalidateStaff(mutateAll, [STAFF_PATH, INVITES_PATH, ACTIVITY_PATH]);
    focusListHeadingIfLost(STAFF_HEADING_ID);
  };

  const body = readState(
    { data, error, isLoading },
    { what: 'the admins', retry: () => void mutate(), height: '6rem' },
    (loaded) => (
      <ContentTable
        label="Admins"
        stackBelow={STACK_BELOW}
        head={
          <tr>
            <th>Username</th>
            {Object.values(COLUMN).map((column) => (
              <th key={column}>{column}</th>
            ))}
            <th>Actions</th>
          </tr>
        }
      >
        <tbody>
          {loaded.staff.map((admin) => (
            <tr key={admin.id}>
              {/* A card's title needs no label. */}
              <td>
                <strong>{admin.username}</strong>
              </td>
              <td data-label={COLUMN.email}>{admin.email || 'No address yet'}</td>
              <td data-label={COLUMN.lastSignIn}>
                {admin.lastSignInAt ? formatDateTime(admin.lastSignInAt) : 'Not recorded'}
              </td>
              <td data-label={COLUMN.sessions}>{admin.activeSessions}</td>
              <td>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Remove ${admin.username}`}
                  onClick={() => setPendingRemoval(admin)}
                >
                  Remove
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
        <Heading level={2} id={STAFF_HEADING_ID} tabIndex={-1}>
          Staff
        </Heading>
        <InviteAdmin />
      </TabHeader>
      {body}
      <ConfirmDeleteDialog
        noun="admin"
        verb="Remove"
        question={
          pendingRemoval && `Remove ${pendingRemoval.username}? Their sessions end at once.`
        }
        deleting={removing}
        onCancel={() => setPendingRemoval(null)}
        onConfirm={confirmRemoval}
      />
    </section>
  );
}
