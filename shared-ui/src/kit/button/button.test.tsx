import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The Node build: jsdom has no TextEncoder for the browser's.
import { renderToString } from 'react-dom/server.node';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('swaps its label and turns inert while pending, keeping focus', () => {
    const { rerender } = renderWithTheme(<Button pendingLabel="Logging in...">Login</Button>);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    screen.getByRole('button', { name: 'Login' }).focus();
    rerender(
      <Button pending pendingLabel="Logging in...">
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Logging in...' });
    // aria-disabled, not disabled: the browser drops focus from a control that becomes disabled.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
  });

  it('while pending ignores presses, and its form is not sent again by any way', async () => {
    const user = userEvent.setup();
    const pressed = jest.fn();
    const sent = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const form = (pending: boolean) => (
      <form onSubmit={sent}>
        <input aria-label="Email" />
        <Button type="submit" pending={pending} onClick={pressed}>
          Send
        </Button>
      </form>
    );
    const { rerender } = renderWithTheme(form(true));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '{Enter}');
    fireEvent.submit(screen.getByRole('textbox', { name: 'Email' }).closest('form')!);
    expect(pressed).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
    rerender(form(false));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('held, ignores presses and holds its form without being busy, keeping focus', async () => {
    const user = userEvent.setup();
    const pressed = jest.fn();
    const sent = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={sent}>
        <Button type="submit" held onClick={pressed}>
          Next
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(pressed).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveFocus();
  });

  it('is never disabled while the page waits for its scripts: a server-rendered form posts', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <Button type="submit">Send</Button>
      </ThemeProvider>,
    );
    expect(html).toMatch(/<button type="submit" class="[^"]*">Send<\/button>/);
  });

  it('ButtonLink is a link to its route', () => {
    renderWithTheme(<ButtonLink to="/programs">Get Started</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/programs');
  });
});
