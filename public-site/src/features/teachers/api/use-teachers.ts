import useSWR from 'swr';
import type { Teacher } from '@da-boulder/contracts';

export const TEACHERS_KEY = '/api/cms/teachers';

/** GET /api/cms/teachers (public read). */
export function useTeachers() {
  return useSWR<{ teachers: Teacher[] }>(TEACHERS_KEY);
}
