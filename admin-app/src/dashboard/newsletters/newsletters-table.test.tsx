import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLISHED, type Newsletter } from '@da-boulder/contracts';
import { renderWithTheme } from '@da-boulder/shared-ui/testing';
import { NewslettersTable } from './newsletters-tab';

const longLink = 'https://example.org/newsletters/2024/the-autumn-issue-in-full.pdf';

function newsletter(overrides: Partial<Newsletter>): Newsletter {
  return {
    id: 'x',
    month: 'January',
    year: 2024,
    link: 'https://example.org/a',
    isSpecial: false,
    specialDescription: '',
    ...PUBLISHED,
    ...overrides,
  };
}

const newsletters = [
  newsletter({ id: 'a', month: 'March', year: 2024, link: longLink, isSpecial: true }),
  newsletter({ id: 'b', month: 'December', year: 2023 }),
  newsletter({ id: 'c', month: 'January', year: 2025 }),
];

const monthsInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('NewslettersTable', () => {
  it('sorts by date, newest first, and the Date header toggles the direction', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <NewslettersTable newsletters={newsletters} onEdit={jest.fn()} onDelete={jest.fn()} />,
    );
    expect(monthsInOrder()).toEqual(['January', 'March', 'December']);
    const header = screen.getByRole('columnheader', { name: 'Date' });
    expect(header).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(monthsInOrder()).toEqual(['December', 'March', 'January']);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('cuts the link to 40 characters, keeps the full address, and badges special issues', () => {
    renderWithTheme(
      <NewslettersTable newsletters={newsletters} onEdit={jest.fn()} onDelete={jest.fn()} />,
    );
    const row = screen.getByRole('row', { name: /March 2024/ });
    const link = within(row).getByRole('link');
    expect(link).toHaveAttribute('href', longLink);
    expect(link.textContent).toBe(`${longLink.slice(0, 40)}... (opens in a new tab)`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(row).getByText('Special')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /December 2023/ })).queryByText('Special'),
    ).toBeNull();
  });
});
