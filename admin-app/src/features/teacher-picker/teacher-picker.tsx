import { useId, useState } from 'react';
import styled from 'styled-components';
import { Checkbox, Input, Text } from '@da-boulder/shared-ui';
import { filterTeachers } from './filter-teachers';

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Legend = styled.legend`
  font-weight: 600;
  padding-inline: ${({ theme }) => theme.space.xxs};
`;

const List = styled.div`
  max-height: 14rem;
  overflow-y: auto;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs};
`;

const Hint = styled(Text)`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

interface PickableTeacher {
  id: string;
  name: string;
  title: string;
}

interface TeacherPickerProps {
  teachers: readonly PickableTeacher[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The contract's message about the list. */
  error?: string;
}

/** The event form's teacher picker: search by name or title, tick any number (SPEC §2). */
export function TeacherPicker({ teachers, value, onChange, error }: TeacherPickerProps) {
  const [query, setQuery] = useState('');
  const countId = useId();
  const shown = filterTeachers(teachers, query);
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((selected) => selected !== id));

  return (
    <Fieldset aria-describedby={countId}>
      <Legend>Featured teachers</Legend>
      <Input
        label="Search teachers"
        type="search"
        description="Matches name or title"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Hint id={countId} aria-live="polite">
        {value.length} selected
      </Hint>
      <List>
        {shown.map((teacher) => (
          <Checkbox
            key={teacher.id}
            label={teacher.name}
            description={teacher.title}
            checked={value.includes(teacher.id)}
            onChange={(event) => toggle(teacher.id, event.target.checked)}
          />
        ))}
        {shown.length === 0 && (
          <Hint>{teachers.length === 0 ? 'No teachers yet' : `No teachers match "${query}"`}</Hint>
        )}
      </List>
      {error && <Hint role="alert">{error}</Hint>}
    </Fieldset>
  );
}
