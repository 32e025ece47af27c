import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Tabs } from './tabs';

describe('Tabs', () => {
  it('shows only the selected tab panel and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Tabs
        aria-label="Years"
        defaultSelectedKey="2025"
        items={[
          { id: '2025', label: '2025', content: <p>Webinars of 2025</p> },
          { id: '2024', label: '2024', content: <p>Webinars of 2024</p> },
        ]}
      />,
    );
    expect(screen.getByText('Webinars of 2025')).toBeInTheDocument();
    expect(screen.queryByText('Webinars of 2024')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('tab', { name: '2025' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '2024' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Webinars of 2024')).toBeInTheDocument();
  });
});
