import styled from 'styled-components';
import type { Teacher } from '@da-boulder/contracts';
import { Dialog, Text } from '@da-boulder/shared-ui';
import { TeacherPhoto } from './teacher-photo';

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.lg};

  @media (min-width: ${(p) => p.theme.breakpoint.medium}) {
    grid-template-columns: 10rem 1fr;
  }
`;

const Role = styled.p`
  margin: 0 0 ${(p) => p.theme.space.sm};
  color: ${(p) => p.theme.color.accent};
  font-weight: 600;
`;

/** A featured teacher's full profile, opened from an event page. */
export function TeacherProfileDialog({
  teacher,
  onDismiss,
}: {
  teacher: Teacher | null;
  onDismiss: () => void;
}) {
  return (
    <Dialog isOpen={teacher !== null} onDismiss={onDismiss} title={teacher?.name ?? ''}>
      {teacher ? (
        <Layout>
          <TeacherPhoto teacher={teacher} />
          <div>
            {teacher.title ? <Role>{teacher.title}</Role> : null}
            {teacher.bio ? <Text>{teacher.bio}</Text> : null}
            {teacher.personalDescription ? <Text>{teacher.personalDescription}</Text> : null}
            {teacher.email ? (
              <Text>
                <a href={`mailto:${teacher.email}`}>{teacher.email}</a>
              </Text>
            ) : null}
          </div>
        </Layout>
      ) : null}
    </Dialog>
  );
}
