import styled from 'styled-components';
import { NewTabLink, Text, useSiteOrigin } from '@da-boulder/shared-ui';
import { feedSubscription } from './feed-links';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xs};
  margin-top: ${(p) => p.theme.space.lg};

  a {
    color: ${(p) => p.theme.color.accent};
    font-weight: 600;
  }
`;

const Address = styled.code`
  overflow-wrap: anywhere;
`;

/**
 * "Subscribe in your calendar": the feed of every upcoming event, which calendar apps refresh by
 * themselves, so new events and changes show up there.
 */
export function SubscribeToCalendar() {
  const feed = feedSubscription(useSiteOrigin());
  return (
    <Box>
      <a href={feed.webcal}>Subscribe in your calendar</a>
      <NewTabLink href={feed.google}>Subscribe in Google Calendar</NewTabLink>
      <Text>
        Or add this address to your calendar app: <Address>{feed.https}</Address>
      </Text>
    </Box>
  );
}
