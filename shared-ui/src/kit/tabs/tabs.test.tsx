import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { isReactAria, serverRendered } from '../../testing/server-rendered';
import { Tabs } from './tabs';

/** A panel with state of its own: a dashboard tab's dialog, opened or not. */
function PanelWithDialog() {
  const [open, setOpen] = useState(false);
  return open ? <p>Dialog open</p> : <button onClick={() => setOpen(true)}>Add New Event</button>;
}

// First in the file: react-aria's tabs load once per module, and only their first load can race.
describe('Tabs the browser renders', () => {
  it('mount the panel once, so what a press in it opened stays open as react-aria’s arrive', async () => {
    renderWithTheme(
      <Tabs
        aria-label="Content"
        items={[
          { id: 'events', label: 'Events', content: <PanelWithDialog /> },
          { id: 'teachers', label: 'Teachers', content: <p>Teachers</p> },
        ]}
      />,
    );
    // Pressed as soon as it shows, before react-aria's tabs may have arrived.
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Event' }));
    await waitFor(() =>
      expect(isReactAria(screen.getByRole('tab', { name: 'Events' }))).toBe(true),
    );
    expect(screen.getByText('Dialog open')).toBeInTheDocument();
  });
});

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
    expect(await screen.findByText('Webinars of 2025')).toBeInTheDocument();
    expect(screen.queryByText('Webinars of 2024')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('tab', { name: '2025' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '2024' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Webinars of 2024')).toBeInTheDocument();
  });
});

/** Tabs as the server sent them, hydrated in the browser as a rendered page is. */
async function hydrateTabs(onSelectionChange?: (key: string) => void) {
  await serverRendered(
    <Tabs
      aria-label="Years"
      defaultSelectedKey="2025"
      onSelectionChange={onSelectionChange}
      items={[
        { id: '2025', label: '2025', content: <p>Webinars of 2025</p> },
        { id: '2024', label: '2024', content: <p>Webinars of 2024</p> },
      ]}
    />,
  ).hydrate();
}

describe('Tabs the server rendered', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('stay as sent, as tabs, until pressed: then react-aria’s show the tab pressed', async () => {
    const errors = jest.spyOn(console, 'error');
    const chosen: string[] = [];
    await hydrateTabs((key) => chosen.push(key));
    const standIn = screen.getByRole('tab', { name: '2024' });
    expect(isReactAria(standIn)).toBe(false);
    expect(screen.getByRole('tab', { name: '2025' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.setup().click(standIn);
    const real = await screen.findByRole('tab', { name: '2024', selected: true });
    expect(isReactAria(real)).toBe(true);
    expect(real).toHaveFocus();
    expect(screen.getByText('Webinars of 2024')).toBeInTheDocument();
    expect(chosen).toEqual(['2024']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('are links to the page showing each tab, read without scripts; once hydrated a press switches in place', async () => {
    const chosen: string[] = [];
    const page = serverRendered(
      <Tabs
        aria-label="Years"
        defaultSelectedKey="2025"
        onSelectionChange={(key) => chosen.push(key)}
        items={[
          { id: '2025', label: '2025', href: '?year=2025', content: <p>Webinars of 2025</p> },
          { id: '2024', label: '2024', href: '?year=2024', content: <p>Webinars of 2024</p> },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: '2024' })).toHaveAttribute('href', '?year=2024');
    expect(screen.getByRole('link', { name: '2025' })).toHaveAttribute('aria-current', 'page');
    await page.hydrate();
    // Not followed: the tab is chosen in place.
    expect(fireEvent.click(screen.getByRole('tab', { name: '2024' }))).toBe(false);
    expect(await screen.findByRole('tab', { name: '2024', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Webinars of 2024')).toBeInTheDocument();
    expect(chosen).toEqual(['2024']);
  });

  it('hand the focus to react-aria’s when tabbed onto, and the arrow keys work', async () => {
    const user = userEvent.setup();
    await hydrateTabs();
    await user.tab();
    const real = await screen.findByRole('tab', { name: '2025', selected: true });
    await waitFor(() => expect(real).toHaveFocus());
    expect(isReactAria(real)).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '2024' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Webinars of 2024')).toBeInTheDocument();
  });
});
