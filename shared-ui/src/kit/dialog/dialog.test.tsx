import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { toast, useToastStore } from '../toast';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open profile</button>
      <Dialog isOpen={open} onDismiss={() => setOpen(false)} title="Anna Weiss">
        <p>Teacher in Boulder.</p>
        <a href="https://example.org">Website</a>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is labelled by its title, traps focus, closes on Escape and restores focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open profile' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Anna Weiss' });
    expect(dialog).toBeInTheDocument();
    // Tabbing cycles through the dialog's own controls only.
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('says a toast shown while it is open, which the page it hides could not', async () => {
    useToastStore.setState({ toasts: [] });
    // One shown before it opened is not said again in it.
    act(() => {
      toast({ title: 'Earlier' });
    });
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anna Weiss' });
    act(() => {
      toast({ title: 'Error', description: 'Server fell over', variant: 'destructive' });
    });
    expect(within(dialog).queryByText('Earlier')).toBeNull();
    const said = within(dialog).getByText('Error: Server fell over');
    expect(said.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
    expect(said.closest('[aria-hidden="true"]')).toBeNull();
    // A toast with a button says how to reach it once the dialog has closed.
    act(() => {
      toast({ title: 'Deleted', action: { label: 'Undo', onPress: () => {} } });
    });
    expect(within(dialog).getByText('Deleted Press F8 to reach Undo.')).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
