import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import {
  EVENT_MESSAGE_MAX,
  EventMessageSchema,
  eventType,
  type Event,
} from '@da-boulder/contracts';
import { apiFetch, Button, Checkbox, Dialog, Input, Text, Textarea } from '@da-boulder/shared-ui';
import { notifyFailure, notifySuccess } from '../../features/crud/notify';
import { countLabel } from '../../features/people-list/count-label';
import { useRegistrantCounts } from '../../features/form-widgets/tell-registrants';
import { DialogActions } from '../../features/crud/form-actions';
import { fieldProps } from '../../features/crud/field-props';

type Message = v.InferOutput<typeof EventMessageSchema>;
type MessageInput = v.InferInput<typeof EventMessageSchema>;

const PEOPLE = { one: 'person', other: 'people' };

const MailPreview = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.sand};
  font: inherit;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The mail as each person reads it (the API's registrantMessageMail), their name left open. */
const previewOf = ({ subject, body }: Message, event: Event) =>
  [
    `Subject: ${subject}`,
    '',
    'Dear (their name),',
    '',
    body,
    '',
    `You receive this because you registered for ${event.title}.`,
    '',
    'Warm regards,',
    'The Diamond Approach Boulder teachers',
  ].join('\n');

/**
 * "Message registrants": a subject and a message to everyone with a confirmed place (and, if
 * ticked, the waitlist), then a preview with how many it goes to, and Send. One mail each,
 * through the outbox; the toast says how many.
 */
export function MessageRegistrantsDialog({
  event,
  onClose,
}: {
  event: Event | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      isOpen={event !== null}
      onDismiss={onClose}
      title={event ? `Message registrants of ${event.title}` : 'Message registrants'}
      wide
    >
      {event && <MessageForm event={event} onClose={onClose} />}
    </Dialog>
  );
}

function MessageForm({ event, onClose }: { event: Event; onClose: () => void }) {
  const counts = useRegistrantCounts(event.id);
  const [preview, setPreview] = useState<Message | null>(null);
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<MessageInput, unknown, Message>({
    resolver: valibotResolver(EventMessageSchema),
    defaultValues: { subject: '', body: '', includeWaitlisted: false },
  });
  const field = fieldProps(register, errors);
  const includeWaitlisted = watch('includeWaitlisted');
  const recipients = counts
    ? counts.confirmed + (includeWaitlisted ? counts.waitlisted : 0)
    : undefined;

  // The pressed Preview or Back goes with its step: the preview's first words take the focus (a
  // screen reader reads whom it goes to), and back, the subject.
  const previewStart = useRef<HTMLParagraphElement>(null);
  const stepped = useRef(false);
  useEffect(() => {
    if (!stepped.current) return void (stepped.current = true);
    if (preview) previewStart.current?.focus();
    else setFocus('subject');
  }, [preview, setFocus]);

  const send = async (message: Message) => {
    setSending(true);
    try {
      const answer = await apiFetch<{ message: string }>(
        `${eventType.adminPath}/${encodeURIComponent(event.id)}/message`,
        { method: 'POST', body: message },
      );
      notifySuccess(answer.message);
      onClose();
    } catch (error) {
      notifyFailure(error, 'Failed to send the message');
      setSending(false);
    }
  };

  if (preview) {
    return (
      <>
        <Text ref={previewStart} tabIndex={-1}>
          To {recipients === undefined ? 'everyone registered' : countLabel(recipients, PEOPLE)}
          {preview.includeWaitlisted ? ', the waitlist included' : ''}:
        </Text>
        <MailPreview aria-label="Preview">{previewOf(preview, event)}</MailPreview>
        <DialogActions>
          <Button variant="secondary" onClick={() => setPreview(null)} disabled={sending}>
            Back
          </Button>
          <Button pending={sending} pendingLabel="Sending..." onClick={() => send(preview)}>
            Send
          </Button>
        </DialogActions>
      </>
    );
  }
  return (
    <form onSubmit={handleSubmit(setPreview)} noValidate>
      <Text>
        One mail to each person registered.{' '}
        {counts &&
          `${countLabel(counts.confirmed, PEOPLE)} with a place, ${counts.waitlisted} on the waitlist.`}
      </Text>
      <Input label="Subject" required {...field('subject')} />
      <Textarea
        label="Message"
        required
        rows={8}
        description={`Plain text, at most ${EVENT_MESSAGE_MAX.toLocaleString('en-US')} characters`}
        {...field('body')}
      />
      <Checkbox label="Also the people on the waitlist" {...register('includeWaitlisted')} />
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Preview</Button>
      </DialogActions>
    </form>
  );
}
