import { capitalised, teacherType, type Teacher } from '@da-boulder/contracts';
import { ContentTypeTable } from '../../features/content-table/content-type-table';
import { ContentForm } from '../../features/crud/content-form';
import { CrudTab } from '../../features/crud/crud-tab';

export function TeachersTab() {
  return (
    <CrudTab<Teacher, { teachers: Teacher[] }>
      heading={capitalised(teacherType.plural)}
      noun={teacherType.noun}
      listKey={teacherType.adminPath}
      // Events embed their teachers' profiles.
      publicKeyPrefixes={['/api/cms/events', '/api/events/']}
      selectItems={(response) => response.teachers}
      deleteQuestion={(teacher) => `Are you sure you want to delete ${teacher.name}?`}
      emptyTitle="No teachers found"
      wideForm
      renderTable={(teachers, handlers) => (
        <ContentTypeTable
          type={teacherType}
          items={teachers}
          onEdit={handlers.edit}
          onDelete={handlers.remove}
        />
      )}
      renderForm={(props) => <ContentForm type={teacherType} {...props} />}
    />
  );
}
