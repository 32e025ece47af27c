import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Tabs } from './tabs';

const items = [
  { id: '2025', label: '2025', content: <p>Webinars of 2025</p> },
  { id: '2024', label: '2024', content: <p>Webinars of 2024</p> },
];

/** react-aria marks what it renders; the tabs that wait for it are not marked. */
const reactAriaTabs = () => document.querySelectorAll('[role="tab"][data-rac]');

describe('Tabs', () => {
  it('shows only the selected tab panel and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs aria-label="Years" defaultSelectedKey="2025" items={items} />);
    expect(screen.getByText('Webinars of 2025')).toBeInTheDocument();
    expect(screen.queryByText('Webinars of 2024')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '2025' }));
    await waitFor(() => expect(reactAriaTabs()).toHaveLength(2));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '2024' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Webinars of 2024')).toBeInTheDocument();
  });

  it("are tabs at once, and load react-aria's only when a visitor reaches for them", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs aria-label="Years" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Years' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '2025' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '2025' })).toHaveTextContent('Webinars of 2025');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reactAriaTabs()).toHaveLength(0);

    // A press picks the tab at once; react-aria's tabs then arrive with it picked.
    await user.click(screen.getByRole('tab', { name: '2024' }));
    expect(screen.getByText('Webinars of 2024')).toBeInTheDocument();
    await waitFor(() => expect(reactAriaTabs()).toHaveLength(2));
    expect(screen.getByRole('tab', { name: '2024' })).toHaveAttribute('aria-selected', 'true');
  });

  it('take the keyboard focus over to the selected tab when it arrives', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <button type="button">Before</button>
        <Tabs aria-label="Years" items={items} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await waitFor(() => expect(reactAriaTabs()).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('tab', { name: '2025' })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '2024' })).toHaveFocus();
    expect(screen.getByText('Webinars of 2024')).toBeInTheDocument();
  });

  it('tell the page of a tab picked before they were ready', async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    renderWithTheme(
      <Tabs
        aria-label="Years"
        items={items}
        selectedKey="2025"
        onSelectionChange={(key) => picked.push(key)}
      />,
    );
    await user.click(screen.getByRole('tab', { name: '2024' }));
    expect(picked).toEqual(['2024']);
  });
});
