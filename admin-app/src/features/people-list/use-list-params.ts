import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LAST_PAGE } from '@da-boulder/contracts';

/**
 * A list's filters, search and page, kept in the URL's query so a reload or a link (the events
 * table links to one event's registrations) opens the same view. Changing anything but the page
 * goes back to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (patch: Record<string, string | number | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (!('page' in patch) || patch.page === 1) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const page = Number(params.get('page'));
  return {
    get: (name: string) => params.get(name) ?? '',
    // Past the last the API reads, the first.
    page: Number.isInteger(page) && page > 1 && page <= LAST_PAGE ? page : 1,
    update,
  };
}
