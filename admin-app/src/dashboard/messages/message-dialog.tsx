import styled from 'styled-components';
import { MESSAGE_STATUSES, type ContactMessage, type MessageStatus } from '@da-boulder/contracts';
import { Badge, Button, Dialog } from '@da-boulder/shared-ui';
import { AnchorButton } from '../../features/anchor-button/anchor-button';
import { formatDateTime } from '../../features/people-list/format-date';
import { interestLabel, replyHref, STATUS_ACTION, STATUS_LABEL } from './message-texts';
import { DialogActions } from '../../features/crud/form-actions';
import { mailLink } from '../../features/mail-link/mail-link';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.md};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.sand};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Email = styled.a`
  color: ${({ theme }) => theme.color.accent};
`;

export function StatusBadge({ status }: { status: MessageStatus }) {
  return (
    <Badge tone={status === 'open' ? 'accent' : status === 'handled' ? 'success' : 'neutral'}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}

interface MessageDialogProps {
  message: ContactMessage | null;
  onDismiss: () => void;
  onStatusChange: (message: ContactMessage, status: MessageStatus) => void;
  /** The status being saved, while it is. */
  pendingStatus: MessageStatus | null;
}

/** One contact message in full, with a reply link and the buttons that file it. */
export function MessageDialog({
  message,
  onDismiss,
  onStatusChange,
  pendingStatus,
}: MessageDialogProps) {
  return (
    <Dialog
      isOpen={message !== null}
      onDismiss={onDismiss}
      title={message ? `Message from ${message.name}` : ''}
      wide
    >
      {message && (
        <>
          <Fields>
            <dt>From</dt>
            <dd>{message.name}</dd>
            <dt>Email</dt>
            <dd>
              <Email href={mailLink(message.email)}>{message.email}</Email>
            </dd>
            <dt>Received</dt>
            <dd>{formatDateTime(message.createdAt)}</dd>
            <dt>Interest</dt>
            <dd>{interestLabel(message.interest) || '-'}</dd>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={message.status} />
            </dd>
          </Fields>
          <Body aria-label="Message" role="group">
            {message.message}
          </Body>
          <DialogActions>
            {MESSAGE_STATUSES.filter((status) => status !== message.status).map((status) => (
              <Button
                key={status}
                variant="secondary"
                pending={pendingStatus === status}
                pendingLabel="Saving..."
                disabled={pendingStatus !== null}
                onClick={() => onStatusChange(message, status)}
              >
                {STATUS_ACTION[status].label}
              </Button>
            ))}
            <AnchorButton variant="primary" size="md" href={replyHref(message)}>
              Reply by email
            </AnchorButton>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
