import { screen } from '@testing-library/react';
// The Node build: jsdom has no TextEncoder for the browser's.
import { renderToString } from 'react-dom/server.node';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('swaps its label and disables itself while pending', () => {
    const { rerender } = renderWithTheme(<Button pendingLabel="Logging in...">Login</Button>);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    rerender(
      <Button pending pendingLabel="Logging in...">
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
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
