import { useState } from 'react';
import styled from 'styled-components';
import type { Teacher } from '@da-boulder/contracts';
import {
  Button,
  ButtonLook,
  Card,
  Dialog,
  NewTabLink,
  Text,
  useServerRendering,
  VisuallyHidden,
} from '@da-boulder/shared-ui';
import { bioTeaser, personalMessageTeaser } from '../teacher-rules';
import { TeacherPhoto } from './teacher-photo';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xs};
`;

const Name = styled.h2`
  margin: ${(p) => p.theme.space.sm} 0 0;
  font-family: ${(p) => p.theme.font.heading};
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Role = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.accent};
  font-weight: 600;
`;

const Detail = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.inkMuted};
  overflow-wrap: anywhere;

  a {
    color: ${(p) => p.theme.color.accent};
  }
`;

const Teaser = styled.div`
  margin-top: ${(p) => p.theme.space.sm};

  /* The whole text, opened in place, stands instead of its teaser. */
  &:has(> details[open]) > p {
    display: none;
  }
`;

const Label = styled.h3`
  margin: 0 0 ${(p) => p.theme.space.xxs};
  font-size: ${(p) => p.theme.fontSize.sm};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${(p) => p.theme.color.inkMuted};
`;

// The ghost button's label lines up with the teaser text above it.
const ReadMoreButton = styled(Button)`
  margin-left: -${(p) => p.theme.space.sm};
`;
const ReadMoreSummary = styled(ButtonLook).attrs({ as: 'summary' })`
  margin-left: -${(p) => p.theme.space.sm};
  details[open] > & {
    margin-bottom: ${(p) => p.theme.space.xs};
  }
`;

const Paragraphs = ({ text }: { text: string }) => (
  <>
    {text
      .split(/\n{2,}/)
      .filter(Boolean)
      .map((paragraph, index) => (
        <Text key={index}>{paragraph}</Text>
      ))}
  </>
);

/**
 * A teaser with a 'Read more' button that opens the whole text in a dialog. The button's name
 * goes on to say what it opens, since a card has two of them and a page many. Until the page's
 * scripts run (and without them) 'Read more' opens the whole text in place instead: a disclosure
 * (`<details>`), which needs none.
 */
function ReadMore({
  label,
  teaser,
  full,
  more,
  moreContext,
  dialogTitle,
}: {
  label: string;
  teaser: string;
  full: string;
  more: boolean;
  /** Completes 'Read more' for screen readers: 'about Anna Weiss'. */
  moreContext: string;
  dialogTitle: string;
}) {
  const [open, setOpen] = useState(false);
  const scripted = !useServerRendering();
  if (!full?.trim()) return null;
  const readMore = (
    <>
      Read more<VisuallyHidden> {moreContext}</VisuallyHidden>
    </>
  );
  return (
    <Teaser>
      <Label>{label}</Label>
      <Text>{teaser}</Text>
      {more && !scripted ? (
        <details>
          <ReadMoreSummary $variant="ghost" $size="sm">
            {readMore}
          </ReadMoreSummary>
          <Paragraphs text={full} />
        </details>
      ) : null}
      {more && scripted ? (
        <>
          <ReadMoreButton
            variant="ghost"
            size="sm"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
          >
            {readMore}
          </ReadMoreButton>
          <Dialog isOpen={open} onDismiss={() => setOpen(false)} title={dialogTitle}>
            <Paragraphs text={full} />
          </Dialog>
        </>
      ) : null}
    </Teaser>
  );
}

/** A teacher on the teachers page (SPEC §2). */
export function TeacherCard({ teacher }: { teacher: Teacher }) {
  const bio = bioTeaser(teacher.bio);
  const message = personalMessageTeaser(teacher.personalDescription);
  return (
    <Card as="article" aria-labelledby={`teacher-${teacher.id}`}>
      <Body>
        <TeacherPhoto teacher={teacher} />
        <Name id={`teacher-${teacher.id}`}>{teacher.name}</Name>
        {teacher.title ? <Role>{teacher.title}</Role> : null}
        {teacher.email ? (
          <Detail>
            <a href={`mailto:${teacher.email}`}>{teacher.email}</a>
          </Detail>
        ) : null}
        {teacher.location ? <Detail>{teacher.location}</Detail> : null}
        {teacher.websiteUrl ? (
          <Detail>
            <NewTabLink href={teacher.websiteUrl}>Visit website</NewTabLink>
          </Detail>
        ) : null}
        <ReadMore
          label="About"
          teaser={bio.teaser}
          full={teacher.bio}
          more={bio.more}
          moreContext={`about ${teacher.name}`}
          dialogTitle={`About ${teacher.name}`}
        />
        <ReadMore
          label="Personal message"
          teaser={message.teaser}
          full={teacher.personalDescription}
          more={message.more}
          moreContext={`of the personal message from ${teacher.name}`}
          dialogTitle={`A message from ${teacher.name}`}
        />
      </Body>
    </Card>
  );
}
