import { useEffect } from 'react';

/**
 * How many pages a paged list has, from its last answer; and when a delete or a restore emptied
 * the last page and the list stands past its end, it moves to the new last page.
 */
export function usePageCount(
  answer: { total: number; pageSize: number } | undefined,
  isValidating: boolean,
  { page, update }: { page: number; update: (patch: { page: number }) => void },
): number {
  const pageCount = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const pastTheEnd = answer !== undefined && !isValidating && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) update({ page: pageCount });
  }, [pastTheEnd, pageCount, update]);
  return pageCount;
}
