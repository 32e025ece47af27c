import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDRESS_TAKEN, INVALID_LINK } from '@da-boulder/contracts';
import { mockApi, renderRoutes, sentBody, type Reply } from '@da-boulder/shared-ui/testing';
import AdminRoutes from '../exposed/routes';

const ACCEPT = 'POST /api/staff/invites/accept';
const ASK_AGAIN = 'Please ask the admin who invited you to send a new invite.';

/** The admin app's own routes at `url`, nobody signed in. */
const renderAdminApp = (url: string) =>
  renderRoutes([{ path: '/*', element: <AdminRoutes /> }], { url });

/** Fills in the invite's form and sends it. */
async function accept(username: string, password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

/** The page at an invite's link, the API answering its form with `reply`. */
function openInvite(reply: Reply, token = 'abc123') {
  const api = mockApi({ [ACCEPT]: reply });
  renderAdminApp(`/admin/accept-invite?token=${token}`);
  return api;
}

describe('accepting an invite', () => {
  it('opens without signing in', async () => {
    openInvite({});
    expect(await screen.findByRole('heading', { name: 'Accept your invite' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/accept-invite?token=abc123');
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeInTheDocument();
  });

  it("checks the fields as every account's are, and sends nothing until they're right", async () => {
    const api = openInvite({});
    await accept('a b', 'short');
    expect(
      await screen.findByText(
        'Username may only contain letters, numbers, dots, dashes, underscores and @',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'ruth');
    await user.type(screen.getByLabelText(/^Password/), '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("sends the link's token with the username and password, then goes to /login", async () => {
    const api = openInvite({
      status: 201,
      body: {
        user: { id: 'r3', username: 'ruth', isAdmin: true, email: 'ruth@example.org' },
        message: 'Welcome! Please log in with your new username and password.',
      },
    });
    await accept('ruth', 'a-new-horse-77');
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(
      screen.getByText('Welcome! Please log in with your new username and password.'),
    ).toBeInTheDocument();
    expect(sentBody(api)).toEqual({
      token: 'abc123',
      username: 'ruth',
      password: 'a-new-horse-77',
      confirmPassword: 'a-new-horse-77',
    });
  });

  it('says at the Username field when the name is taken, and keeps the form', async () => {
    openInvite({ status: 409, body: { message: 'That username is already taken' } });
    await accept('ana', 'a-new-horse-77');
    const username = screen.getByLabelText(/^Username/);
    expect(await screen.findByText('That username is already taken')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeInTheDocument();
  });

  it("says for the whole form when the invite's address is another admin's: no name helps", async () => {
    openInvite({ status: 409, body: { message: ADDRESS_TAKEN } });
    await accept('ruth', 'a-new-horse-77');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ADDRESS_TAKEN);
    expect(alert).toHaveTextContent(ASK_AGAIN);
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
  });

  it.each([
    [410, 'This link was already used. Please ask for a new one.'],
    [410, 'This link has expired. Please ask for a new one.'],
    [400, INVALID_LINK],
  ])(
    'says in place when the link is refused (%i), and to ask for a new invite',
    async (status, message) => {
      openInvite({ status, body: { message } });
      await accept('ruth', 'a-new-horse-77');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).toHaveTextContent(ASK_AGAIN);
      expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
    },
  );

  it('says at once that a link without its token is no invite', async () => {
    const api = mockApi({});
    renderAdminApp('/admin/accept-invite');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(INVALID_LINK)).toBeInTheDocument();
    expect(alert).toHaveTextContent(ASK_AGAIN);
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});
