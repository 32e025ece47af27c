import { makeNewsletter } from '@da-boulder/contracts/factories';
import { groupByYear, specialIssues } from './newsletter-rules';

describe('newsletter rules', () => {
  const newsletters = [
    makeNewsletter({ id: 'jan24', month: 'January', year: 2024 }),
    makeNewsletter({ id: 'mar25', month: 'March', year: 2025 }),
    makeNewsletter({ id: 'dec24', month: 'December', year: 2024 }),
    makeNewsletter({ id: 'jun24', month: 'June', year: 2024 }),
    makeNewsletter({ id: 'special', month: 'May', year: 2024, isSpecial: true }),
    makeNewsletter({ id: 'special25', month: 'April', year: 2025, isSpecial: true }),
  ];

  it('groups regular issues by year, years descending, months December to January', () => {
    const groups = groupByYear(newsletters);
    expect(groups.map((group) => group.year)).toEqual([2025, 2024]);
    expect(groups[1].newsletters.map((n) => n.id)).toEqual(['dec24', 'jun24', 'jan24']);
  });

  it('keeps special issues apart, newest first', () => {
    expect(specialIssues(newsletters).map((n) => n.id)).toEqual(['special25', 'special']);
    expect(
      groupByYear(newsletters)
        .flatMap((g) => g.newsletters)
        .some((n) => n.isSpecial),
    ).toBe(false);
  });
});
