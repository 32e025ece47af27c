import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Container, Heading, Text } from '@da-boulder/shared-ui';
import { CONTACT_PAGE_SENT, SPEAK_WITH_TEACHER_SENT } from '../features/contact/sent-texts';
import { REGISTRATION_SENT, REGISTRATION_WAITLISTED } from '../features/registration/sent-texts';
import { CONFIRM_IN_INBOX, SUBSCRIBED } from '../features/newsletters/subscribe-toasts';
import { SENT_PARAM } from './form-actions';

/**
 * What a form sent without scripts says once sent: the spec's success texts, as its toast would.
 * Its route's action moves a sent form on to `?sent=<form>`, or `?sent=<form>-<status>` for
 * another outcome the API answered (form-actions.ts), so a reload never sends it twice.
 */
const SENT: Record<string, { title: string; description: string; more?: string }> = {
  'contact-page': CONTACT_PAGE_SENT,
  'speak-with-teacher': SPEAK_WITH_TEACHER_SENT,
  registration: REGISTRATION_SENT,
  'registration-waitlisted': REGISTRATION_WAITLISTED,
  subscribe: { ...SUBSCRIBED, more: CONFIRM_IN_INBOX },
};

/** What `?sent=` may name: a page of its own for the shell's cache, any other value not. */
export const SENT_FORMS = Object.keys(SENT);

const Notice = styled(Card)`
  margin-top: ${(p) => p.theme.space.lg};
`;

export function SentNotice() {
  // One value, as the shell keys the page it renders: two are no notice there, nor here.
  const [sent, ...more] = useSearchParams()[0].getAll(SENT_PARAM);
  const notice =
    sent !== undefined && !more.length && Object.hasOwn(SENT, sent) ? SENT[sent] : undefined;
  if (!notice) return null;
  return (
    <Container>
      <Notice role="status">
        <Heading level={2}>{notice.title}</Heading>
        <Text>{notice.description}</Text>
        {notice.more ? <Text>{notice.more}</Text> : null}
      </Notice>
    </Container>
  );
}
