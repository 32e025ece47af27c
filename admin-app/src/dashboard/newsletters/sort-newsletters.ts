import { MONTHS } from '@da-boulder/contracts';
import type { SortDirection } from '../../features/content-table/content-type-table';

interface Dated {
  month: string;
  year: number;
}

function monthNumber(month: string): number {
  return MONTHS.findIndex((name) => name.toLowerCase() === month.toLowerCase());
}

/** Newsletters by issue date (year, then calendar month); a new array, the input untouched. */
export function sortNewslettersByDate<T extends Dated>(
  items: readonly T[],
  direction: SortDirection,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...items].sort(
    (a, b) => sign * (a.year - b.year || monthNumber(a.month) - monthNumber(b.month)),
  );
}
