import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@da-boulder/shared-ui/testing';
import { TeacherPicker } from './teacher-picker';

const teachers = [
  { id: '1', name: 'Alia Morgan', title: 'Senior Teacher' },
  { id: '2', name: 'Ben Ortiz', title: 'Ridhwan Teacher' },
  { id: '3', name: 'Clara Stein', title: 'Facilitator' },
];

function Harness({ onChange }: { onChange: (ids: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <TeacherPicker
      teachers={teachers}
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
    />
  );
}

describe('TeacherPicker', () => {
  it('filters by name or title, ignoring case, and keeps hidden choices selected', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);

    await user.click(screen.getByRole('checkbox', { name: /Clara Stein/ }));
    expect(onChange).toHaveBeenLastCalledWith(['3']);

    await user.type(screen.getByLabelText('Search teachers'), 'TEACHER');
    const shown = screen.getAllByRole('checkbox');
    expect(shown).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: /Clara Stein/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Ben Ortiz/ }));
    expect(onChange).toHaveBeenLastCalledWith(['3', '2']);
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search teachers'));
    await user.type(screen.getByLabelText('Search teachers'), 'zzz');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('No teachers match "zzz"')).toBeInTheDocument();
  });
});
