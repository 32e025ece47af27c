import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORGOT_PASSWORD_SENT } from '@da-boulder/contracts';
import { mockApi, renderRoutes, sentBody } from '@da-boulder/shared-ui/testing';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';
import ResetPasswordPage from './reset-password-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/login/forgot', element: <ForgotPasswordPage /> },
  { path: '/login/reset', element: <ResetPasswordPage /> },
];

describe('a forgotten password', () => {
  it('is asked for from /login, and answered in place whoever was named', async () => {
    const api = mockApi({
      'POST /api/auth/forgot-password': { status: 202, body: { message: FORGOT_PASSWORD_SENT } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { url: '/login' });
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await user.click(await screen.findByRole('button', { name: 'Send me a link' }));
    expect(screen.getByText('Please enter your username or mail address')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Username or mail address/), 'ruth@example.org');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_SENT);
    expect(sentBody(api)).toEqual({ usernameOrEmail: 'ruth@example.org' });
  });

  it("sets the new password with the link's token, then goes to /login", async () => {
    const api = mockApi({
      'POST /api/auth/reset-password': {
        body: { message: 'Your password is reset. Please log in with it.' },
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { url: '/login/reset?token=abc123' });
    await user.type(await screen.findByLabelText(/^New password/), 'a-new-horse-77');
    await user.type(screen.getByLabelText(/Confirm new password/), 'a-new-horse-7');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Confirm new password/), '7');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Admin Access')).toBeInTheDocument();
    expect(screen.getByText('Your password is reset. Please log in with it.')).toBeInTheDocument();
    expect(sentBody(api)).toEqual({
      token: 'abc123',
      password: 'a-new-horse-77',
      confirmPassword: 'a-new-horse-77',
    });
  });

  it('says when the link was used already, and offers a new one', async () => {
    mockApi({
      'POST /api/auth/reset-password': {
        status: 410,
        body: { message: 'This link was already used. Please ask for a new one.' },
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { url: '/login/reset?token=used' });
    await user.type(await screen.findByLabelText(/^New password/), 'a-new-horse-77');
    await user.type(screen.getByLabelText(/Confirm new password/), 'a-new-horse-77');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link was already used. Please ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/login/forgot',
    );
  });
});
