import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  Container,
  EmptyState,
  ErrorPanel,
  Section,
  Skeleton,
  Switch,
} from '@da-boulder/shared-ui';
import { useTeachers } from '../../features/teachers/api/use-teachers';
import { TeacherCard } from '../../features/teachers/components/teacher-card';
import { sortTeachers } from '../../features/teachers/teacher-rules';
import { CardGrid, Stack } from '../../layout/grid';
import { PageIntro } from '../../layout/page-intro';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

function TeacherList({ alphabetical }: { alphabetical: boolean }) {
  const { data, error, isLoading } = useTeachers();
  if (isLoading && !data) {
    return (
      <CardGrid $columns={3} aria-busy="true" aria-label="Loading teachers">
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} aria-hidden="true">
            <Skeleton height="14rem" />
            <Skeleton height="1.5rem" width="60%" />
            <Skeleton height="4rem" />
          </Card>
        ))}
      </CardGrid>
    );
  }
  if (error) {
    return (
      <ErrorPanel
        title="Unable to load teachers"
        description="Please try again later or contact support."
      />
    );
  }
  const teachers = sortTeachers(data?.teachers ?? [], alphabetical ? 'alphabetical' : 'id');
  if (!teachers.length) return <EmptyState title="No teachers available" />;
  return (
    <CardGrid $columns={3}>
      {teachers.map((teacher) => (
        <TeacherCard key={teacher.id} teacher={teacher} />
      ))}
    </CardGrid>
  );
}

/** `?sort=name`: the teachers by name, so the choice works without scripts and survives a reload. */
const SORT_PARAM = 'sort';

export default function TeachersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const alphabetical = searchParams.get(SORT_PARAM) === 'name';
  const sortBy = (byName: boolean) =>
    setSearchParams(
      (params) => {
        if (byName) params.set(SORT_PARAM, 'name');
        else params.delete(SORT_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <>
      <PageIntro
        title="Meet the Teachers"
        lead="Our Colorado teachers have each walked this path for many years. They teach from their own experience, with warmth, humour and deep respect for each student's unfolding."
      />
      <Section>
        <Container>
          <Stack $gap="lg">
            <Toolbar>
              <Switch
                isSelected={alphabetical}
                onChange={sortBy}
                href={alphabetical ? '?' : `?${SORT_PARAM}=name`}
              >
                Sort alphabetically
              </Switch>
            </Toolbar>
            <TeacherList alphabetical={alphabetical} />
          </Stack>
        </Container>
      </Section>
    </>
  );
}
