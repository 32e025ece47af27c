import {
  SUBSCRIBER_STATUSES,
  subscriberType,
  type Subscriber,
  type SubscriberStatus,
} from '@da-boulder/contracts';
import { Badge, Select } from '@da-boulder/shared-ui';
import { AnchorButton } from '../../features/anchor-button/anchor-button';
import { ContentTable } from '../../features/content-table/content-table';
import { formatDateTime } from '../../features/people-list/format-date';
import { listKey } from '../../features/people-list/list-key';
import { PeopleList, type RowActions } from '../../features/people-list/people-list';
import { PeopleRowButtons } from '../../features/people-list/people-row-buttons';
import { useListParams } from '../../features/people-list/use-list-params';

/** The status filter: a subscriber's status, or what the spam trap holds ('held'). */
type StatusFilter = SubscriberStatus | 'held' | '';

const STATUS_LABEL: Record<SubscriberStatus | 'held', string> = {
  confirmed: 'Confirmed',
  pending: 'Waiting for confirmation',
  held: 'Held',
};

const EMPTY_TITLE: Record<StatusFilter, string> = {
  '': 'No subscribers yet',
  confirmed: 'No confirmed subscribers',
  pending: 'Nobody is waiting to confirm',
  held: 'No held subscribers',
};

function readStatus(value: string): StatusFilter {
  return value === 'held' || (SUBSCRIBER_STATUSES as readonly string[]).includes(value)
    ? (value as StatusFilter)
    : '';
}

function SubscribersTable({
  subscribers,
  actions,
}: {
  subscribers: Subscriber[];
  actions: RowActions<Subscriber>;
}) {
  return (
    <ContentTable
      label="Subscribers"
      head={
        <tr>
          <th>Email</th>
          <th>Name</th>
          <th>Status</th>
          <th>Subscribed</th>
          <th>Confirmed</th>
          <th>Actions</th>
        </tr>
      }
    >
      <tbody>
        {subscribers.map((subscriber) => (
          <tr key={subscriber.id}>
            <td>{subscriber.email}</td>
            <td>{subscriber.name || '-'}</td>
            <td>
              <Badge tone={subscriber.status === 'confirmed' ? 'success' : 'neutral'}>
                {STATUS_LABEL[subscriber.held ? 'held' : subscriber.status]}
              </Badge>
            </td>
            <td>{formatDateTime(subscriber.createdAt)}</td>
            <td>{formatDateTime(subscriber.confirmedAt)}</td>
            <td>
              <PeopleRowButtons
                item={subscriber}
                what={`subscriber ${subscriber.email}`}
                held={subscriber.held}
                actions={actions}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </ContentTable>
  );
}

/**
 * The newsletter's subscribers: confirmed or waiting, exported as CSV for the mailing tool, and
 * those the spam trap held, for an admin to release a person's.
 */
export function SubscribersTab() {
  const { get, update } = useListParams();
  // Held ones are `?held=true`, as registrations' are and as the attention strip links to them
  // (ATTENTION_LISTS); `?status=held` is how the address said it before.
  const status = get('held') === 'true' ? 'held' : readStatus(get('status'));
  // The export holds confirmed subscribers unless it is asked for the waiting ones.
  const exportsPending = status === 'pending';

  return (
    <PeopleList<Subscriber>
      type={subscriberType}
      filters={status === 'held' ? { held: 'true' } : { status }}
      searchDescription="By name or email"
      filterControls={
        <Select
          label="Status"
          value={status}
          onChange={({ target: { value } }) =>
            update(
              value === 'held'
                ? { held: 'true', status: undefined }
                : { status: value, held: undefined },
            )
          }
        >
          <option value="">All subscribers</option>
          {(['confirmed', 'pending', 'held'] as const).map((value) => (
            <option key={value} value={value}>
              {STATUS_LABEL[value]}
            </option>
          ))}
        </Select>
      }
      actions={
        <AnchorButton
          href={listKey(`${subscriberType.adminPath}/export.csv`, {
            status: exportsPending ? 'pending' : undefined,
          })}
          download
        >
          {exportsPending ? 'Export waiting as CSV' : 'Export confirmed as CSV'}
        </AnchorButton>
      }
      emptyTitle={EMPTY_TITLE[status]}
      emptyDescription={
        status === 'held'
          ? 'Subscriptions the spam trap holds appear here for 30 days.'
          : 'People who subscribe to the newsletter on the website appear here.'
      }
      deleteQuestion={(subscriber) =>
        `Are you sure you want to delete the subscriber ${subscriber.email}?`
      }
      renderTable={(subscribers, actions) => (
        <SubscribersTable subscribers={subscribers} actions={actions} />
      )}
    />
  );
}
