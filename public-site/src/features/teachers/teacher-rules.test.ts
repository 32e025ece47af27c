import { makeTeacher } from '@da-boulder/contracts/factories';
import { bioTeaser, personalMessageTeaser, sortTeachers } from './teacher-rules';

describe('teacher rules', () => {
  const teachers = [
    makeTeacher({ id: '10', name: 'Carol' }),
    makeTeacher({ id: '2', name: 'alice' }),
    makeTeacher({ id: '3', name: 'Bob' }),
  ];

  it('sorts by id (numerically where ids are numbers) or alphabetically by name', () => {
    expect(sortTeachers(teachers, 'id').map((t) => t.name)).toEqual(['alice', 'Bob', 'Carol']);
    expect(sortTeachers(teachers, 'alphabetical').map((t) => t.id)).toEqual(['2', '3', '10']);
    const byObjectId = [
      makeTeacher({ id: '66b', name: 'Z' }),
      makeTeacher({ id: '66a', name: 'Y' }),
    ];
    expect(sortTeachers(byObjectId, 'id').map((t) => t.name)).toEqual(['Y', 'Z']);
  });

  it('teases the bio with its first sentence and says when there is more', () => {
    expect(bioTeaser('First sentence. Second sentence.')).toEqual({
      teaser: 'First sentence.',
      more: true,
    });
    expect(bioTeaser('Only one sentence.')).toEqual({ teaser: 'Only one sentence.', more: false });
  });

  it('teases a long personal message and leaves a short one whole', () => {
    const long = 'word '.repeat(60).trim();
    expect(personalMessageTeaser(long).more).toBe(true);
    expect(personalMessageTeaser(long).teaser.length).toBeLessThan(long.length);
    expect(personalMessageTeaser('Welcome!')).toEqual({ teaser: 'Welcome!', more: false });
  });

  it('ends the personal-message teaser on a whole word', () => {
    const message =
      'I was drawn to the Diamond Approach because it did not ask me to leave my ordinary life behind. Everything—work, family, frustration, joy—can become part of the path.';
    const { teaser } = personalMessageTeaser(message);
    expect(teaser).toBe(
      'I was drawn to the Diamond Approach because it did not ask me to leave my ordinary life behind. Everything—work, family, frustration...',
    );
  });
});
