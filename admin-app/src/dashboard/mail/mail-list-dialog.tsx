import { useState } from 'react';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import type { MailOverview, OutboxMessage, OutboxStatus } from '@da-boulder/contracts';
import { apiFetch, Badge, Button, Dialog, EmptyState, Text } from '@da-boulder/shared-ui';
import { ContentTable } from '../../features/content-table/content-table';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';
import { formatDateTime } from '../../features/people-list/format-date';
import { listKey } from '../../features/people-list/list-key';
import { Pager } from '../../features/people-list/pager';
import { revalidateLists } from '../../features/people-list/revalidate-lists';
import { MAIL_KEY } from './mail-problem';
import { readState } from '../../features/read-state/read-state';

const STATUS_LABEL: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Could not be sent',
};

const ErrorText = styled.td`
  min-width: 12rem;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.danger};
`;

function MailTable({
  messages,
  onRetry,
  retrying,
}: {
  messages: OutboxMessage[];
  onRetry: (message: OutboxMessage) => void;
  retrying: string | null;
}) {
  return (
    <ContentTable
      label="Unsent mail"
      head={
        <tr>
          <th>To</th>
          <th>Subject</th>
          <th>Status</th>
          <th>Attempts</th>
          <th>Last error</th>
          <th>Queued</th>
          <th>Actions</th>
        </tr>
      }
    >
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <td>{message.to.join(', ')}</td>
            <td>{message.subject}</td>
            <td>
              <Badge tone={message.status === 'sent' ? 'success' : 'neutral'}>
                {STATUS_LABEL[message.status]}
              </Badge>
            </td>
            <td>{message.attempts}</td>
            <ErrorText>{message.lastError || '-'}</ErrorText>
            <td>{formatDateTime(message.createdAt)}</td>
            <td>
              {message.status === 'failed' && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Retry "${message.subject}" to ${message.to.join(', ')}`}
                  pending={retrying === message.id}
                  pendingLabel="Retrying..."
                  onClick={() => onRetry(message)}
                >
                  Retry
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ContentTable>
  );
}

/** The outbox's summary line: what waits, what failed, when mail last went out. */
function summaryOf(overview: MailOverview): string {
  const parts = [`${overview.pending} waiting`, `${overview.failed} could not be sent`];
  const lastSent = overview.lastSentAt
    ? `last sent ${formatDateTime(overview.lastSentAt)}`
    : 'nothing sent yet';
  return `${parts.join(', ')}; ${lastSent}.`;
}

function MailList() {
  const [page, setPage] = useState(1);
  const key = listKey(MAIL_KEY, { page: page > 1 ? page : undefined });
  const { data, error, isLoading } = useSWR<MailOverview>(key, {
    keepPreviousData: true,
    revalidateOnMount: true,
  });
  const { mutate } = useSWRConfig();
  const [retrying, setRetrying] = useState<string | null>(null);

  const retry = async (message: OutboxMessage) => {
    setRetrying(message.id);
    try {
      await apiFetch(`${MAIL_KEY}/${encodeURIComponent(message.id)}/retry`, { method: 'POST' });
      notifySuccess(`Sending "${message.subject}" again`);
      await revalidateLists(mutate, [MAIL_KEY]);
    } catch (retryError) {
      notifyFailure(retryError, 'Failed to retry the mail');
    } finally {
      setRetrying(null);
    }
  };

  return readState(
    { data, error, isLoading },
    { what: 'mail', retry: () => void mutate(key), height: '8rem' },
    (overview) => (
      <>
        <Text>{summaryOf(overview)}</Text>
        {overview.messages.length === 0 ? (
          <EmptyState title="All mail has been sent" />
        ) : (
          <MailTable messages={overview.messages} onRetry={retry} retrying={retrying} />
        )}
        <Pager
          label="Unsent mail pages"
          page={page}
          pageCount={Math.max(1, Math.ceil(overview.total / overview.pageSize))}
          onPage={setPage}
        />
      </>
    ),
  );
}

/** The mail still waiting and the mail given up on, newest first, with Retry for the latter. */
export function MailListDialog({ isOpen, onDismiss }: { isOpen: boolean; onDismiss: () => void }) {
  return (
    <Dialog isOpen={isOpen} onDismiss={onDismiss} title="Unsent mail" wide>
      {isOpen && <MailList />}
    </Dialog>
  );
}
