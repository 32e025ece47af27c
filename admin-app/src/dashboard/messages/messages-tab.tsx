import { useId, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  MESSAGE_STATUSES,
  messageType,
  type ContactMessage,
  type MessageStatus,
} from '@da-boulder/contracts';
import { apiFetch, Button, Select, truncate } from '@da-boulder/shared-ui';
import { ContentTable } from '../../features/content-table/content-table';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';
import { formatDateTime } from '../../features/people-list/format-date';
import {
  focusListHeadingIfLost,
  PeopleList,
  type RowActions,
} from '../../features/people-list/people-list';
import { PeopleRowButtons } from '../../features/people-list/people-row-buttons';
import { revalidateLists } from '../../features/people-list/revalidate-lists';
import { useListParams } from '../../features/people-list/use-list-params';
import { MessageDialog, StatusBadge } from './message-dialog';
import { interestLabel, STATUS_ACTION, STATUS_LABEL } from './message-texts';

/** How much of a message its row shows; the dialog shows all of it. */
export const MESSAGE_PREVIEW_MAX = 80;

type StatusFilter = MessageStatus | 'all';

const EMPTY_TITLE: Record<StatusFilter, string> = {
  open: 'No open messages',
  handled: 'No handled messages',
  spam: 'No held messages',
  all: 'No messages yet',
};

const Preview = styled.td`
  min-width: 12rem;
  overflow-wrap: anywhere;
`;

function readStatus(value: string): StatusFilter {
  return value === 'all' || (MESSAGE_STATUSES as readonly string[]).includes(value)
    ? (value as StatusFilter)
    : 'open';
}

function MessagesTable({
  messages,
  onOpen,
  actions,
}: {
  messages: ContactMessage[];
  onOpen: (message: ContactMessage) => void;
  actions: RowActions<ContactMessage>;
}) {
  return (
    <ContentTable
      label="Messages"
      head={
        <tr>
          <th>Received</th>
          <th>From</th>
          <th>Interest</th>
          <th>Message</th>
          <th>Status</th>
          <th>Actions</th>
        </tr>
      }
    >
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <td>{formatDateTime(message.createdAt)}</td>
            <td>
              {message.name}
              <br />
              {message.email}
            </td>
            <td>{interestLabel(message.interest) || '-'}</td>
            <Preview>{truncate(message.message, MESSAGE_PREVIEW_MAX)}</Preview>
            <td>
              <StatusBadge status={message.status} />
            </td>
            <td>
              <PeopleRowButtons
                item={message}
                what={`message from ${message.name}`}
                held={message.status === 'spam'}
                actions={actions}
              >
                {/* Not "Open", a status here too: beside Release it read as filing the message. */}
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`View message from ${message.name}`}
                  onClick={() => onOpen(message)}
                >
                  View message
                </Button>
              </PeopleRowButtons>
            </td>
          </tr>
        ))}
      </tbody>
    </ContentTable>
  );
}

/** What visitors wrote through the contact forms: open ones first, filed as handled or spam. */
export function MessagesTab() {
  const headingId = useId();
  const { get, update } = useListParams();
  const status = readStatus(get('status'));
  const { mutate } = useSWRConfig();
  const [opened, setOpened] = useState<ContactMessage | null>(null);
  const [pendingStatus, setPendingStatus] = useState<MessageStatus | null>(null);

  const changeStatus = async (message: ContactMessage, next: MessageStatus) => {
    setPendingStatus(next);
    try {
      await apiFetch(`${messageType.adminPath}/${encodeURIComponent(message.id)}`, {
        method: 'PATCH',
        body: { status: next },
      });
      notifySuccess(STATUS_ACTION[next].done);
      await revalidateLists(mutate, [messageType.adminPath]);
      setOpened(null);
      focusListHeadingIfLost(headingId);
    } catch (error) {
      notifyFailure(error, 'Failed to update message');
    } finally {
      setPendingStatus(null);
    }
  };

  return (
    <>
      <PeopleList<ContactMessage>
        type={messageType}
        headingId={headingId}
        filters={{ status: status === 'all' ? undefined : status }}
        searchDescription="By name, email or words in the message"
        filterControls={
          <Select
            label="Status"
            value={status}
            onChange={(event) =>
              update({ status: event.target.value === 'open' ? undefined : event.target.value })
            }
          >
            {MESSAGE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABEL[value]}
              </option>
            ))}
            <option value="all">All messages</option>
          </Select>
        }
        emptyTitle={EMPTY_TITLE[status]}
        emptyDescription="Messages sent through the website's contact forms appear here."
        deleteQuestion={(message) =>
          `Are you sure you want to delete the message from ${message.name}?`
        }
        renderTable={(messages, actions) => (
          <MessagesTable messages={messages} onOpen={setOpened} actions={actions} />
        )}
      />
      <MessageDialog
        message={opened}
        onDismiss={() => setOpened(null)}
        onStatusChange={changeStatus}
        pendingStatus={pendingStatus}
      />
    </>
  );
}
