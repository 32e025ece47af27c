import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, requestsTo, sentBody } from '@da-boulder/shared-ui/testing';
import { ana } from '../../testing/staff';
import { StaffList } from './staff-list';

const INVITES = '/api/staff/invites';

/** The Staff list, its "Invite an admin" dialog opened. */
async function openInvite(invites: Parameters<typeof mockApi>[0][string]) {
  const fetchMock = mockApi({
    '/api/staff': { body: { staff: [ana] } },
    [`POST ${INVITES}`]: invites,
  });
  const user = userEvent.setup();
  renderWithProviders(<StaffList />, { url: '/admin/staff' });
  await screen.findByRole('table', { name: 'Admins' });
  const opener = screen.getByRole('button', { name: 'Invite an admin' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Invite an admin' });
  const send = async (address: string) => {
    const input = within(dialog).getByLabelText(/^Mail address/);
    await user.clear(input);
    if (address) await user.type(input, address);
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
  };
  return { fetchMock, opener, dialog, send };
}

describe('Invite an admin', () => {
  it("checks the address with the contract's message and sends nothing until it is one", async () => {
    const { fetchMock, dialog, send } = await openInvite({ status: 201, body: {} });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await send('ruth@');
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Mail address/)).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, INVITES, 'POST')).toHaveLength(0);
  });

  it("sends the address, toasts the API's message and leaves the list as it is", async () => {
    const { fetchMock, opener, send } = await openInvite({
      status: 201,
      body: { message: 'Invite sent to ruth@example.org' },
    });
    await send('ruth@example.org');
    expect(await screen.findByText('Invite sent to ruth@example.org')).toBeInTheDocument();
    expect(requestsTo(fetchMock, INVITES, 'POST')).toHaveLength(1);
    expect(sentBody(fetchMock, -1)).toEqual({ email: 'ruth@example.org' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    // The invitee is an admin once they accept: nothing to read again until then.
    expect(requestsTo(fetchMock, '/api/staff')).toHaveLength(1);
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('says beside the field when an admin already has the address', async () => {
    const { dialog, send } = await openInvite({
      status: 409,
      body: { message: 'An admin already has that address' },
    });
    await send('ana@example.org');
    expect(await within(dialog).findByText('An admin already has that address')).toBeVisible();
    const input = within(dialog).getByLabelText(/^Mail address/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Invite an admin' })).toBeInTheDocument();
  });

  it("shows the API's refusal of the address beside the field", async () => {
    const { dialog, send } = await openInvite({
      status: 400,
      body: {
        message: 'Please enter a valid email address',
        errors: { email: 'Please enter a valid email address' },
      },
    });
    await send('ruth@example.org');
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
  });

  it("tells any other failure in a toast, with the server's message", async () => {
    const { send } = await openInvite({ status: 503, body: { message: 'Mail is unavailable' } });
    await send('ruth@example.org');
    expect(await screen.findByText('Mail is unavailable')).toBeInTheDocument();
  });
});
