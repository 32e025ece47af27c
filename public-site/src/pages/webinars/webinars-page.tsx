import { useMemo } from 'react';
import {
  Card,
  Container,
  EmptyState,
  ErrorPanel,
  Section,
  Skeleton,
  Tabs,
} from '@da-boulder/shared-ui';
import { useWebinars } from '../../features/webinars/api/use-webinars';
import { WebinarCard } from '../../features/webinars/components/webinar-card';
import { defaultWebinarYear, groupWebinarsByYear } from '../../features/webinars/webinar-rules';
import { CardGrid } from '../../layout/grid';
import { PageIntro } from '../../layout/page-intro';
import { useYearTabs } from '../../lib/use-year-tabs';

function WebinarYears() {
  const { data, error, isLoading } = useWebinars();
  const years = useMemo(() => groupWebinarsByYear(data?.webinars ?? []), [data]);
  const ids = years.map((group) => String(group.year));
  const fallbackYear = defaultWebinarYear(years.map((group) => group.year));
  const yearTabs = useYearTabs(ids, fallbackYear === undefined ? undefined : String(fallbackYear));

  if (isLoading && !data) {
    return (
      <CardGrid $columns={3} aria-busy="true" aria-label="Loading webinars">
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} aria-hidden="true">
            <Skeleton height="10rem" />
            <Skeleton height="1.5rem" />
            <Skeleton height="3rem" />
          </Card>
        ))}
      </CardGrid>
    );
  }
  if (error) {
    return (
      <ErrorPanel
        title="Unable to load webinars"
        description="There was an error loading the webinars. Please try again later."
      />
    );
  }
  if (!years.length) {
    return (
      <EmptyState
        title="No webinars yet"
        description="No webinars have been posted yet. Please check back later."
      />
    );
  }
  return (
    <Tabs
      aria-label="Webinars by year"
      defaultSelectedKey={yearTabs.defaultSelectedKey}
      onSelectionChange={yearTabs.onSelectionChange}
      items={years.map((group) => ({
        id: String(group.year),
        href: yearTabs.hrefOf(String(group.year)),
        label: String(group.year),
        content: (
          <CardGrid $columns={3}>
            {group.webinars.map((webinar) => (
              <WebinarCard key={webinar.id} webinar={webinar} />
            ))}
          </CardGrid>
        ),
      }))}
    />
  );
}

export default function WebinarsPage() {
  return (
    <>
      <PageIntro
        title="Webinars"
        lead="Recorded talks and guided practices from our teachers. Settle in somewhere comfortable and let the teaching meet you where you are."
      />
      <Section>
        <Container>
          <WebinarYears />
        </Container>
      </Section>
    </>
  );
}
