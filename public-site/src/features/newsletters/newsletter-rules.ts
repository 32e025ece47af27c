import { MONTHS, type Newsletter } from '@da-boulder/contracts';

export type NewsletterYear = { year: number; newsletters: Newsletter[] };

const monthIndex = (month: string) => MONTHS.indexOf(month as (typeof MONTHS)[number]);

/** Regular issues grouped by year, years descending, months December down to January (SPEC §2). */
export function groupByYear(newsletters: readonly Newsletter[]): NewsletterYear[] {
  const byYear = new Map<number, Newsletter[]>();
  for (const newsletter of newsletters) {
    if (newsletter.isSpecial) continue;
    byYear.set(newsletter.year, [...(byYear.get(newsletter.year) ?? []), newsletter]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, items]) => ({
      year,
      newsletters: items.sort((a, b) => monthIndex(b.month) - monthIndex(a.month)),
    }));
}

/** Special issues for the 'Special' tab, newest first. */
export function specialIssues(newsletters: readonly Newsletter[]): Newsletter[] {
  return newsletters
    .filter((newsletter) => newsletter.isSpecial)
    .sort((a, b) => b.year - a.year || monthIndex(b.month) - monthIndex(a.month));
}
