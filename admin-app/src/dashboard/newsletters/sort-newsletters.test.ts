import { sortNewslettersByDate } from './sort-newsletters';

const newsletters = [
  { id: 'a', month: 'March', year: 2024 },
  { id: 'b', month: 'December', year: 2023 },
  { id: 'c', month: 'January', year: 2025 },
  { id: 'd', month: 'October', year: 2024 },
];

describe('sortNewslettersByDate', () => {
  it('puts the newest issue first when descending', () => {
    expect(sortNewslettersByDate(newsletters, 'descending').map((n) => n.id)).toEqual([
      'c',
      'd',
      'a',
      'b',
    ]);
  });

  it('puts the oldest issue first when ascending, months in calendar order', () => {
    expect(sortNewslettersByDate(newsletters, 'ascending').map((n) => n.id)).toEqual([
      'b',
      'a',
      'd',
      'c',
    ]);
  });

  it('leaves the input order untouched', () => {
    sortNewslettersByDate(newsletters, 'ascending');
    expect(newsletters.map((n) => n.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
