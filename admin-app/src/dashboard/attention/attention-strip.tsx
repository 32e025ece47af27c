import { Link } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import {
  ATTENTION_LISTS,
  ATTENTION_PATH,
  type Attention,
  type AttentionCount,
  type EventPlaces,
} from '@da-boulder/contracts';
import { Badge, Skeleton } from '@da-boulder/shared-ui';
import { contentPath, peoplePath } from '../dashboard-paths';
import { UNSENT_MAIL_QUERY } from '../mail/mail-banner';
import { registrationsOfEventPath } from '../registrations/registration-links';

/** What each count says, singular and plural. */
const COUNT_TEXT: Record<AttentionCount, [string, string]> = {
  heldRegistrations: ['registration held', 'registrations held'],
  heldMessages: ['message held', 'messages held'],
  heldSubscribers: ['subscriber held', 'subscribers held'],
  openMessages: ['message not yet handled', 'messages not yet handled'],
};

const counted = (count: number, [one, many]: [string, string]) =>
  `${count} ${count === 1 ? one : many}`;

const Strip = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ theme }) => theme.border.hairline} solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: inherit;
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  p {
    margin: 0;
  }
`;

/** "4 of 5 places taken, 2 waiting", or "3 registered" for an event without a limit. */
function placesText({ confirmed, capacity, waitlisted }: EventPlaces): string {
  const taken =
    capacity === null ? `${confirmed} registered` : `${confirmed} of ${capacity} places taken`;
  return waitlisted > 0 ? `${taken}, ${waitlisted} waiting` : taken;
}

/**
 * The top of /admin (issue 48): what is held for review, messages nobody has handled, mail that
 * failed, and the upcoming events' places, each linking to its filtered list. One read, which the
 * people tabs' held counts share. Its place is kept while it loads, so the tab below does not
 * move down when it comes.
 */
export function AttentionStrip() {
  const { data, error } = useSWR<Attention>(ATTENTION_PATH);
  if (!data)
    return (
      <Strip aria-labelledby="attention-heading" aria-busy={!error}>
        <h2 id="attention-heading">Needs attention</h2>
        {error ? (
          <p>What needs attention could not be read. Please reload the page to try again.</p>
        ) : (
          <Skeleton height="2.5rem" />
        )}
      </Strip>
    );
  const counts = (Object.keys(ATTENTION_LISTS) as AttentionCount[]).filter(
    (name) => data.counts[name] > 0,
  );
  const quiet = counts.length === 0 && data.failedMails === 0;

  return (
    <Strip aria-labelledby="attention-heading">
      <h2 id="attention-heading">Needs attention</h2>
      {quiet ? (
        <p>Nothing is held for review, every message is handled and no mail failed.</p>
      ) : (
        <ul>
          {counts.map((name) => (
            <li key={name}>
              <Link to={peoplePath(ATTENTION_LISTS[name].tab, ATTENTION_LISTS[name].query)}>
                {counted(data.counts[name], COUNT_TEXT[name])}
              </Link>
            </li>
          ))}
          {data.failedMails > 0 && (
            <li>
              <Link to={contentPath('events', UNSENT_MAIL_QUERY)}>
                {counted(data.failedMails, ['mail failed', 'mails failed'])}
              </Link>
            </li>
          )}
        </ul>
      )}
      {data.upcomingEvents.length > 0 && (
        <>
          <h2>Upcoming events</h2>
          <ul>
            {data.upcomingEvents.map((event) => (
              <li key={event.id}>
                <Link to={registrationsOfEventPath(event.id)}>
                  {event.title} ({event.date}): {placesText(event)}
                </Link>{' '}
                {event.nearlyFull && (
                  <Badge tone="accent">
                    {event.confirmed >= event.capacity! ? 'Full' : 'Nearly full'}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Strip>
  );
}
