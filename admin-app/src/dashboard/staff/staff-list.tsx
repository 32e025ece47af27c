import type { ReactNode } from 'react';
import useSWR from 'swr';
import type { StaffMember } from '@da-boulder/contracts';
import { ErrorPanel, Heading, Skeleton, VisuallyHidden } from '@da-boulder/shared-ui';
import { ContentTable } from '../../features/content-table/content-table';
import { TabHeader } from '../../features/crud/tab-header';
import { formatDateTime } from '../../features/people-list/format-date';

/** The admins, as GET /api/staff lists them; the activity filter names them too. */
export const STAFF_PATH = '/api/staff';

const COLUMN = {
  email: 'Mail address',
  lastSignIn: 'Last sign-in',
  sessions: 'Active sessions',
};

/** Below this width each admin shows as a card: at a phone's width nothing scrolls sideways. */
const STACK_BELOW = '40rem';

/** The admins: username, mail address, last sign-in and how many sessions they have open. */
export function StaffList() {
  const { data, error, isLoading, mutate } = useSWR<{ staff: StaffMember[] }>(STAFF_PATH);

  let body: ReactNode;
  if (isLoading) {
    body = (
      <div role="status" aria-busy="true">
        <VisuallyHidden>Loading the admins</VisuallyHidden>
        <Skeleton height="6rem" />
      </div>
    );
  } else if (error || !data) {
    body = (
      <ErrorPanel
        title="Unable to load the admins"
        description="Please try again later or contact support."
        onRetry={() => void mutate()}
      />
    );
  } else {
    body = (
      <ContentTable
        label="Admins"
        stackBelow={STACK_BELOW}
        head={
          <tr>
            <th>Username</th>
            {Object.values(COLUMN).map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        }
      >
        <tbody>
          {data.staff.map((admin) => (
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
            </tr>
          ))}
        </tbody>
      </ContentTable>
    );
  }

  return (
    <section>
      <TabHeader>
        <Heading level={2}>Staff</Heading>
      </TabHeader>
      {body}
    </section>
  );
}
