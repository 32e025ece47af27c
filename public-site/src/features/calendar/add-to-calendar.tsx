import styled from 'styled-components';
import { NewTabLink, useSiteOrigin } from '@da-boulder/shared-ui';
import type { Event } from '@da-boulder/contracts';
import { eventCalendarPath, googleCalendarUrl } from './calendar-links';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xs};
`;

const Label = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xs};

  a {
    color: ${(p) => p.theme.color.accent};
    font-weight: 600;
  }
`;

/**
 * "Add to calendar": the event's .ics (Apple Calendar, Outlook and any other app) and Google
 * Calendar's form filled in. Shown only for an event with a date a calendar can hold.
 */
export function AddToCalendar({ event }: { event: Event }) {
  const { schedule } = event;
  const siteOrigin = useSiteOrigin();
  if (!schedule) return null;
  const pageUrl = `${siteOrigin}/events/${encodeURIComponent(event.slug)}`;
  return (
    <Group role="group" aria-labelledby="add-to-calendar">
      <Label id="add-to-calendar">Add to calendar</Label>
      <Links>
        <li>
          <a href={eventCalendarPath(event.slug)} download>
            Apple, Outlook and others (.ics)
          </a>
        </li>
        <li>
          <NewTabLink href={googleCalendarUrl({ ...event, schedule }, pageUrl)}>
            Google Calendar
          </NewTabLink>
        </li>
      </Links>
    </Group>
  );
}
