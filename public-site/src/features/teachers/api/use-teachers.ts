import useSWR from 'swr';
import type { Teacher } from '@da-boulder/api/contracts';

/** GET /api/cms/teachers (public read). */
export function useTeachers() {
  return useSWR<{ teachers: Teacher[] }>('/api/cms/teachers');
}
