interface Searchable {
  name: string;
  title: string;
}

/** Teachers whose name or title contains the query, ignoring case (SPEC §2 teacher picker). */
export function filterTeachers<T extends Searchable>(teachers: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...teachers];
  return teachers.filter(
    (teacher) =>
      teacher.name.toLowerCase().includes(needle) || teacher.title.toLowerCase().includes(needle),
  );
}
