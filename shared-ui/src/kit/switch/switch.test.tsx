import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { isReactAria, serverRendered } from '../../testing/server-rendered';
import { Switch } from './switch';

function Harness() {
  const [on, setOn] = useState(false);
  return (
    <>
      <Switch isSelected={on} onChange={setOn}>
        Sort alphabetically
      </Switch>
      <p>{on ? 'By name' : 'By id'}</p>
    </>
  );
}

describe('Switch', () => {
  it('toggles by click and by Space, the stand-in handing over to react-aria’s with the focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const standIn = screen.getByRole('switch', { name: 'Sort alphabetically' });
    expect(isReactAria(standIn)).toBe(false);
    expect(standIn).not.toBeChecked();
    await user.click(standIn);
    expect(screen.getByText('By name')).toBeInTheDocument();
    const real = await screen.findByRole('switch', { name: 'Sort alphabetically' });
    await waitFor(() => expect(isReactAria(real)).toBe(true));
    expect(real).toBeChecked();
    expect(real).toHaveFocus();
    await user.keyboard(' ');
    expect(real).not.toBeChecked();
    expect(screen.getByText('By id')).toBeInTheDocument();
  });

  it('toggles by Space from the keyboard before react-aria’s has loaded', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Sort alphabetically' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('By name')).toBeInTheDocument();
    const real = await screen.findByRole('switch', { name: 'Sort alphabetically', checked: true });
    await waitFor(() => expect(real).toHaveFocus());
  });

  it('is inert as the server sends it, and a switch once hydrated, without react-aria’s', async () => {
    const errors = jest.spyOn(console, 'error');
    const { container, hydrate } = serverRendered(<Harness />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await hydrate();
    const standIn = screen.getByRole('switch', { name: 'Sort alphabetically' });
    expect(isReactAria(standIn)).toBe(false);
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('is a link to the page with it turned as the server sends it, given one', async () => {
    const { container, hydrate } = serverRendered(
      <Switch isSelected={false} onChange={() => undefined} href="?sort=name">
        Sort alphabetically
      </Switch>,
    );
    expect(screen.getByRole('link', { name: 'Sort alphabetically' })).toHaveAttribute(
      'href',
      '?sort=name',
    );
    await hydrate();
    expect(screen.getByRole('switch', { name: 'Sort alphabetically' })).not.toBeChecked();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    container.remove();
  });
});
