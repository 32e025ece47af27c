import { useMemo } from 'react';
import {
  Container,
  EmptyState,
  ErrorPanel,
  Heading,
  Section,
  Skeleton,
  Tabs,
  Text,
} from '@da-boulder/shared-ui';
import { useNewsletters } from '../../features/newsletters/api/use-newsletters';
import { ArchiveSubscribeForm } from '../../features/newsletters/components/archive-subscribe-form';
import { NewsletterMonthGrid } from '../../features/newsletters/components/newsletter-month-grid';
import { groupByYear, specialIssues } from '../../features/newsletters/newsletter-rules';
import { Stack, TwoColumns } from '../../layout/grid';
import { PageIntro } from '../../layout/page-intro';
import { useYearTabs } from '../../lib/use-year-tabs';

/** The Special tab's id, and so its address: `?year=special`. */
const SPECIAL_TAB = 'special';

function Archive() {
  const { data, error, isLoading } = useNewsletters();
  const years = useMemo(() => groupByYear(data?.newsletters ?? []), [data]);
  const specials = useMemo(() => specialIssues(data?.newsletters ?? []), [data]);
  const ids = [...years.map((group) => String(group.year)), SPECIAL_TAB];
  const yearTabs = useYearTabs(ids, ids[0]);

  if (isLoading && !data) {
    return (
      <div aria-busy="true">
        <Skeleton height="12rem" />
      </div>
    );
  }
  if (error) {
    return (
      <ErrorPanel
        title="Unable to load newsletters"
        description="There was an error loading the newsletters. Please try again later."
      />
    );
  }
  if (!years.length && !specials.length) {
    return <EmptyState title="No newsletters yet" description="Please check back soon." />;
  }
  return (
    <Tabs
      aria-label="Newsletters by year"
      defaultSelectedKey={yearTabs.defaultSelectedKey}
      onSelectionChange={yearTabs.onSelectionChange}
      items={[
        ...years.map((group) => ({
          id: String(group.year),
          href: yearTabs.hrefOf(String(group.year)),
          label: String(group.year),
          content: <NewsletterMonthGrid newsletters={group.newsletters} />,
        })),
        {
          id: SPECIAL_TAB,
          href: yearTabs.hrefOf(SPECIAL_TAB),
          label: 'Special',
          content: specials.length ? (
            <NewsletterMonthGrid newsletters={specials} showYear />
          ) : (
            <Text>No special editions yet.</Text>
          ),
        },
      ]}
    />
  );
}

export default function NewsletterPage() {
  return (
    <>
      <PageIntro
        title="Newsletter Archive"
        lead="Each month our newsletter gathers upcoming events, a reflection from one of our teachers and news from the community. Browse past issues below."
      />
      <Section>
        <Container>
          <Archive />
        </Container>
      </Section>
      <Section tone="sand" id="subscribe">
        <Container>
          <TwoColumns>
            <Stack>
              <Heading level={2}>Subscribe to our newsletter</Heading>
              <Text>
                Receive the next issue in your inbox. We write about once a month, and you can
                unsubscribe at any time.
              </Text>
            </Stack>
            <ArchiveSubscribeForm />
          </TwoColumns>
        </Container>
      </Section>
    </>
  );
}
