import { screen } from '@testing-library/react';
import { renderWithProviders } from '@da-boulder/shared-ui/testing';
import { useYearTabs } from './use-year-tabs';

function TabLinks() {
  const { hrefOf } = useYearTabs(['2024', 'special'], '2024');
  return <a href={hrefOf('special')}>Special</a>;
}

describe('useYearTabs', () => {
  it("links each tab to its year, keeping the rest of the address (a draft's preview)", async () => {
    renderWithProviders(<TabLinks />, { url: '/newsletter?year=2024&preview=signed' });
    expect(await screen.findByRole('link', { name: 'Special' })).toHaveAttribute(
      'href',
      '?year=special&preview=signed',
    );
  });
});
