import styled from 'styled-components';
import type { Teacher } from '@da-boulder/api/contracts';
import { ImageWithFallback } from '@da-boulder/shared-ui';
import { ContentTable } from '../../features/content-table/content-table';
import { RowActions } from '../../features/content-table/row-actions';
import { CrudTab } from '../../features/crud/crud-tab';
import { TeacherForm } from './teacher-form';

const Photo = styled(ImageWithFallback)`
  width: 3.5rem;
  height: 3.5rem;
  min-height: 0;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;
`;

export function TeachersTab() {
  return (
    <CrudTab<Teacher, { teachers: Teacher[] }>
      heading="Teachers"
      noun="teacher"
      listKey="/api/cms/teachers"
      // Events embed their teachers' profiles.
      publicKeyPrefixes={['/api/cms/events', '/api/events/']}
      selectItems={(response) => response.teachers}
      deleteQuestion={(teacher) => `Are you sure you want to delete ${teacher.name}?`}
      emptyTitle="No teachers found"
      wideForm
      renderTable={(teachers, handlers) => (
        <ContentTable
          label="Teachers"
          head={
            <tr>
              <th>Photo</th>
              <th>Name</th>
              <th>Title</th>
              <th>Email</th>
              <th>Location</th>
              <th>Actions</th>
            </tr>
          }
        >
          <tbody>
            {teachers.map((teacher) => (
              <tr key={teacher.id}>
                <td>
                  <Photo src={teacher.imageUrl} alt={teacher.name} fallbackText="No photo" />
                </td>
                <td>{teacher.name}</td>
                <td>{teacher.title}</td>
                <td>{teacher.email}</td>
                <td>{teacher.location}</td>
                <td>
                  <RowActions
                    itemLabel={teacher.name}
                    onEdit={() => handlers.edit(teacher)}
                    onDelete={() => handlers.remove(teacher)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </ContentTable>
      )}
      renderForm={(props) => <TeacherForm {...props} />}
    />
  );
}
