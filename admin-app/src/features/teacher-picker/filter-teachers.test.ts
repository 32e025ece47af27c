import { filterTeachers } from './filter-teachers';

const teachers = [
  { id: '1', name: 'Alia Morgan', title: 'Senior Teacher' },
  { id: '2', name: 'Ben Ortiz', title: 'Ridhwan Teacher' },
  { id: '3', name: 'Clara Stein', title: 'Facilitator' },
];

describe('filterTeachers', () => {
  it('matches the name ignoring case', () => {
    expect(filterTeachers(teachers, 'bEN').map((t) => t.id)).toEqual(['2']);
  });

  it('matches the title ignoring case', () => {
    expect(filterTeachers(teachers, 'teacher').map((t) => t.id)).toEqual(['1', '2']);
    expect(filterTeachers(teachers, 'FACILITATOR').map((t) => t.id)).toEqual(['3']);
  });

  it('returns everyone for an empty or blank query', () => {
    expect(filterTeachers(teachers, '   ')).toHaveLength(3);
  });

  it('returns nobody when nothing matches', () => {
    expect(filterTeachers(teachers, 'zzz')).toEqual([]);
  });
});
