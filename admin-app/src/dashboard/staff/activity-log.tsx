import styled from 'styled-components';
import useSWR from 'swr';
import {
  ACTIVITY_KINDS,
  type ActivityEntry,
  type ActivityKind,
  type StaffMember,
} from '@da-boulder/contracts';
import { EmptyState, Heading, Select } from '@da-boulder/shared-ui';
import { ContentTable } from '../../features/content-table/content-table';
import { TabHeader } from '../../features/crud/tab-header';
import { countLabel } from '../../features/people-list/count-label';
import { formatDateTime } from '../../features/people-list/format-date';
import { listKey, PEOPLE_PAGE_SIZE } from '../../features/people-list/list-key';
import { ListCount, ListToolbar } from '../../features/people-list/list-layout';
import { Pager } from '../../features/people-list/pager';
import { useListParams } from '../../features/people-list/use-list-params';
import { readState } from '../../features/read-state/read-state';
import { ACTIVITY_PATH, STAFF_PATH } from './staff-reads';

interface ActivityPage {
  activity: ActivityEntry[];
  total: number;
  pageSize: number;
}

const COLUMN = { who: 'Who', what: 'What', network: 'Network' };

/** Below this width each entry shows as a card: at a phone's width nothing scrolls sideways. */
const STACK_BELOW = '44rem';

const What = styled.td`
  overflow-wrap: anywhere;
`;

const isKind = (value: string): value is ActivityKind => Object.hasOwn(ACTIVITY_KINDS, value);

/** "Events: deleted “Sunday meditation”", "Sign-ins: signed in". */
export function describeActivity({ kind, action, subjectTitle }: ActivityEntry): string {
  const done = `${ACTIVITY_KINDS[kind]}: ${action}`;
  return subjectTitle ? `${done} “${subjectTitle}”` : done;
}

function ActivityTable({ activity }: { activity: ActivityEntry[] }) {
  return (
    <ContentTable
      label="Activity"
      stackBelow={STACK_BELOW}
      head={
        <tr>
          <th>When</th>
          {Object.values(COLUMN).map((column) => (
            <th key={column}>{column}</th>
          ))}
        </tr>
      }
    >
      <tbody>
        {activity.map((entry) => (
          <tr key={entry.id}>
            {/* A card's title needs no label. */}
            <td>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </td>
            {/* A refused sign-in may name a username no admin has. */}
            <td data-label={COLUMN.who}>{entry.adminName || 'Unknown username'}</td>
            <What data-label={COLUMN.what}>{describeActivity(entry)}</What>
            <td data-label={COLUMN.network}>{entry.network || '-'}</td>
          </tr>
        ))}
      </tbody>
    </ContentTable>
  );
}

/**
 * Who changed what in the dashboard, newest first and a page at a time, narrowed to one admin or
 * one kind; the filters and page live in the URL, so each view has its own address.
 */
export function ActivityLog() {
  const { get, page, update } = useListParams();
  const admin = get('admin');
  const kindParam = get('kind');
  const kind = isKind(kindParam) ? kindParam : '';
  const key = listKey(ACTIVITY_PATH, { admin, kind, page, pageSize: PEOPLE_PAGE_SIZE });
  // Admins act at any time: shown again, the log asks the server again, and while another page
  // or filter loads the last one stays on screen.
  const { data, error, isLoading, mutate } = useSWR<ActivityPage>(key, {
    keepPreviousData: true,
    revalidateOnMount: true,
    revalidateIfStale: true,
  });
  const { data: staff } = useSWR<{ staff: StaffMember[] }>(STAFF_PATH);
  const filtered = admin !== '' || kind !== '';

  const body = readState(
    { data, error, isLoading },
    { what: 'the activity', retry: () => void mutate() },
    (loaded) =>
      loaded.activity.length === 0 ? (
        filtered ? (
          <EmptyState
            title="Nothing recorded matches these filters"
            description="Choose another admin or kind, or all of them."
          />
        ) : (
          <EmptyState
            title="Nothing recorded yet"
            description="Sign-ins and every change made in the dashboard appear here for a year."
          />
        )
      ) : (
        <ActivityTable activity={loaded.activity} />
      ),
  );

  return (
    <section>
      <TabHeader>
        <Heading level={2}>Activity</Heading>
      </TabHeader>
      <ListToolbar>
        <Select
          label="Admin"
          value={admin}
          onChange={(event) => update({ admin: event.target.value })}
        >
          <option value="">All admins</option>
          {staff?.staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.username}
            </option>
          ))}
        </Select>
        <Select
          label="Kind"
          value={kind}
          onChange={(event) => update({ kind: event.target.value })}
        >
          <option value="">All kinds</option>
          {Object.entries(ACTIVITY_KINDS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </ListToolbar>
      <ListCount role="status">
        {data && !error ? countLabel(data.total, { one: 'entry', other: 'entries' }) : ''}
      </ListCount>
      {body}
      {data && !error && data.activity.length > 0 && (
        <Pager
          label="Activity pages"
          page={page}
          pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
          onPage={(next) => update({ page: next })}
        />
      )}
    </section>
  );
}
