import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  ButtonLink,
  Container,
  Heading,
  Section,
  Text,
  VideoEmbed,
  usePageHead,
} from '@da-boulder/shared-ui';
import { webinarHead } from '../../exposed/page-titles';
import { useWebinar } from '../../features/webinars/api/use-webinars';
import { ShareButton } from '../../features/webinars/components/share-button';
import { MissingContent } from '../../layout/missing-content';
import { Stack } from '../../layout/grid';

const Meta = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.inkMuted};
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.md};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Narrow = styled.div`
  max-width: 56rem;
`;

const browseLink = <ButtonLink to="/webinars">Browse Webinars</ButtonLink>;

/** The page for a slug that names no webinar (its route's answer to a 404). */
export function NotFound() {
  usePageHead(webinarHead(null));
  return (
    <MissingContent
      title="Webinar Not Found"
      description="Webinar not found. It may have been removed or the link is incorrect."
      action={browseLink}
    />
  );
}

/** The page when the webinar could not be read (its route's answer to a 503; SPEC §8). */
export function ReadFailed() {
  usePageHead(webinarHead(undefined));
  return (
    <MissingContent
      title="Unable to load webinar"
      description="There was an error loading this webinar. Please try again later or go back to browse other webinars."
      action={browseLink}
    />
  );
}

export default function WebinarDetailPage() {
  const { slug = '' } = useParams();
  const webinar = useWebinar(slug);
  usePageHead(webinarHead(webinar));

  return (
    <Section>
      <Container>
        <Narrow>
          <Stack $gap="lg">
            <Stack $gap="sm">
              <Heading level={1}>{webinar.title}</Heading>
              {webinar.presenter ? <Meta>Presented by {webinar.presenter}</Meta> : null}
              <Meta>
                {webinar.month} {webinar.year}
              </Meta>
            </Stack>
            {webinar.videoUrl ? <VideoEmbed url={webinar.videoUrl} title={webinar.title} /> : null}
            <Toolbar>
              {webinar.tags?.length ? (
                <Tags aria-label="Tags">
                  {webinar.tags.map((tag) => (
                    <li key={tag}>
                      <Badge>{tag}</Badge>
                    </li>
                  ))}
                </Tags>
              ) : (
                <span />
              )}
              <ShareButton title={webinar.title} text={webinar.description} />
            </Toolbar>
            {webinar.description
              ?.split(/\n{2,}/)
              .filter(Boolean)
              .map((paragraph, index) => (
                <Text key={index}>{paragraph}</Text>
              ))}
            <div>{browseLink}</div>
          </Stack>
        </Narrow>
      </Container>
    </Section>
  );
}
