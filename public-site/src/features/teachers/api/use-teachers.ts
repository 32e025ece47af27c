import type { Teacher } from '@da-boulder/contracts';
import { useRead } from '../../../lib/use-read';

export const TEACHERS_KEY = '/api/cms/teachers';

/** GET /api/cms/teachers (public read). */
export function useTeachers() {
  return useRead<{ teachers: Teacher[] }>(TEACHERS_KEY);
}
