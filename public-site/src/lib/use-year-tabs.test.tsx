import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useYearTabs } from './use-year-tabs';

function TabLinks() {
  const { hrefOf } = useYearTabs(['2024', 'special'], '2024');
  return <a href={hrefOf('special')}>Special</a>;
}

describe('useYearTabs', () => {
  it("links each tab to its year, keeping the rest of the address (a draft's preview)", () => {
    render(
      <MemoryRouter initialEntries={['/newsletter?year=2024&preview=signed']}>
        <TabLinks />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Special' })).toHaveAttribute(
      'href',
      '?year=special&preview=signed',
    );
  });
});
