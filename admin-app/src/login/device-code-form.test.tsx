import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@da-boulder/shared-ui';
import { mockApi, renderRoutes } from '@da-boulder/shared-ui/testing';
import LoginPage from './login-page';

/** Issue 47: a right password on a browser new to the admin asks for the code mailed to them. */

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/admin', element: <p>The dashboard</p> },
];

afterEach(() => act(() => useAuthStore.setState({ user: null, verified: false })));

const ADMIN = { id: 'a1', username: 'ruth', email: 'ruth@example.org', isAdmin: true };

async function passwordOnNewBrowser() {
  const user = userEvent.setup();
  renderRoutes(routes, { url: '/login' });
  await user.type(await screen.findByLabelText(/^Username/), 'ruth');
  await user.type(screen.getByLabelText(/^Password/), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('heading', { name: 'Check your mail' })).toBeInTheDocument();
  return user;
}

describe('/login on a new browser', () => {
  it('asks for the mailed code, shows a wrong one beside the field, and signs in with the right one', async () => {
    const tried: unknown[] = [];
    mockApi({
      'POST /api/auth/login': { body: { verification: 'code-sent' } },
      'POST /api/auth/verify-device': ({ body }) => {
        tried.push(body);
        const message = 'That code is not correct. 4 tries left.';
        return tried.length === 1
          ? { status: 400, body: { message, errors: { code: message } } }
          : { body: { user: ADMIN } };
      },
    });
    const user = await passwordOnNewBrowser();
    const code = screen.getByLabelText(/^Code/);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the 6-digit code from the mail')).toBeInTheDocument();
    expect(tried).toHaveLength(0);

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not correct. 4 tries left.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in')).toBeInTheDocument();
    expect(tried).toEqual([{ code: '111111' }, { code: '123456' }]);
  });

  it('goes back to the password when the code is spent or expired, saying why', async () => {
    const spent =
      'That code was wrong 5 times, so it no longer works. Please log in again for a new one.';
    mockApi({
      'POST /api/auth/login': { body: { verification: 'code-sent' } },
      'POST /api/auth/verify-device': { status: 410, body: { message: spent } },
    });
    const user = await passwordOnNewBrowser();
    await user.type(screen.getByLabelText(/^Code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(spent)).toBeInTheDocument();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
  });
});
