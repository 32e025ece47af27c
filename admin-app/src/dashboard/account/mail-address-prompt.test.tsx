import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@da-boulder/shared-ui';
import { mockApi, renderWithProviders, requestsTo, sentBody } from '@da-boulder/shared-ui/testing';
import { MailAddressPrompt } from './mail-address-prompt';

const withoutAddress = { id: 'a1', username: 'ana', isAdmin: true, email: '' };

function signIn(user = withoutAddress) {
  act(() => useAuthStore.setState({ user, verified: true }));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => act(() => useAuthStore.setState({ user: null, verified: false })));

describe('MailAddressPrompt', () => {
  it('asks an admin without an address for one, saves it and keeps the answer', async () => {
    const fetchMock = mockApi({
      'PUT /api/auth/email': ({ body }) => ({
        body: { user: { ...withoutAddress, ...(body as object) } },
      }),
    });
    signIn();
    const user = userEvent.setup();
    renderWithProviders(<MailAddressPrompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Your mail address' });
    expect(dialog).toHaveTextContent(
      'Invites to other admins, links to reset a forgotten password and the codes that let you sign in on a new device are sent to this address.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/^Mail address/), 'ana@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your mail address is saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/auth/email', 'PUT')).toHaveLength(1);
    expect(sentBody(fetchMock)).toEqual({ email: 'ana@example.org' });
    expect(useAuthStore.getState().user?.email).toBe('ana@example.org');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal beside the field", async () => {
    mockApi({
      'PUT /api/auth/email': {
        status: 400,
        body: {
          message: 'That address belongs to another admin',
          errors: { email: 'That address belongs to another admin' },
        },
      },
    });
    signIn();
    const user = userEvent.setup();
    renderWithProviders(<MailAddressPrompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Your mail address' });
    await user.type(within(dialog).getByLabelText(/^Mail address/), 'bo@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('That address belongs to another admin')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Mail address/)).toHaveAttribute('aria-invalid', 'true');
    expect(useAuthStore.getState().user?.email).toBe('');
  });

  it('"Not now" puts the question off for the rest of the visit', async () => {
    const fetchMock = mockApi({});
    signIn();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<MailAddressPrompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Your mail address' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The dashboard opened again in the same visit (another page of the site, a reload).
    unmount();
    renderWithProviders(<MailAddressPrompt />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    // Another admin signing in on this browser tab is still asked.
    signIn({ ...withoutAddress, id: 'a2', username: 'bo' });
    expect(await screen.findByRole('dialog', { name: 'Your mail address' })).toBeInTheDocument();
  });

  it('asks nothing of an admin who has an address', async () => {
    mockApi({});
    signIn({ ...withoutAddress, email: 'ana@example.org' });
    renderWithProviders(<MailAddressPrompt />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
