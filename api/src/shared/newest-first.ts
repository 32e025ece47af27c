import { MONTHS } from '../contracts';

/** Newest first: years descending, then December down to January. */
export function newestFirst(
  a: { year?: number | null; month?: string | null },
  b: { year?: number | null; month?: string | null },
): number {
  const monthIndex = (month?: string | null) => MONTHS.indexOf(month as (typeof MONTHS)[number]);
  return (b.year ?? 0) - (a.year ?? 0) || monthIndex(b.month) - monthIndex(a.month);
}
