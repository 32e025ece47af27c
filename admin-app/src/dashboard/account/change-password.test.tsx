import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, requestsTo, sentBody } from '@da-boulder/shared-ui/testing';
import { ChangePassword } from './change-password';

const PATH = '/api/auth/change-password';

async function openForm() {
  const user = userEvent.setup();
  renderWithProviders(<ChangePassword />);
  const opener = screen.getByRole('button', { name: 'Change my password' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Change my password' });
  const fill = async (current: string, next: string, confirm: string) => {
    for (const [label, value] of [
      [/^Current password/, current],
      [/^New password/, next],
      [/^Confirm new password/, confirm],
    ] as const) {
      const input = within(dialog).getByLabelText(label);
      await user.clear(input);
      if (value) await user.type(input, value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  };
  return { user, opener, dialog, fill };
}

describe('ChangePassword', () => {
  it("checks the fields on submit, then as they change, and sends nothing until they're right", async () => {
    const fetchMock = mockApi({});
    const { user, dialog, fill } = await openForm();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await fill('', 'short', 'short');
    expect(await within(dialog).findByText('Please enter your current password')).toBeVisible();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Current password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Checked again as they are typed, before the next submit.
    await user.type(within(dialog).getByLabelText(/^Current password/), 'old-secret');
    await user.type(within(dialog).getByLabelText(/^New password/), '-longer');
    await waitFor(() =>
      expect(within(dialog).queryByText('Please enter your current password')).toBeNull(),
    );
    expect(within(dialog).queryByText('Password must be at least 6 characters')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText("Passwords don't match")).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the three fields, says how many other sessions it signed out and closes', async () => {
    const fetchMock = mockApi({
      [`POST ${PATH}`]: { body: { message: 'Password changed', endedSessions: 2 } },
    });
    const { opener, fill } = await openForm();
    await fill('old-secret', 'new-secret', 'new-secret');
    expect(
      await screen.findByText('Password changed. Signed out 2 other sessions'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, PATH, 'POST')).toHaveLength(1);
    expect(sentBody(fetchMock)).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('says only "Password changed" when no other session was open', async () => {
    mockApi({ [`POST ${PATH}`]: { body: { message: 'Password changed', endedSessions: 0 } } });
    const { fill } = await openForm();
    await fill('old-secret', 'new-secret', 'new-secret');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });

  it("shows the server's refusal beside its field and keeps the dialog open", async () => {
    mockApi({
      [`POST ${PATH}`]: {
        status: 400,
        body: {
          message: 'Your current password is not correct',
          errors: { currentPassword: 'Your current password is not correct' },
        },
      },
    });
    const { dialog, fill } = await openForm();
    await fill('wrong-secret', 'new-secret', 'new-secret');
    const current = within(dialog).getByLabelText(/^Current password/);
    expect(await within(dialog).findByText('Your current password is not correct')).toBeVisible();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Change my password' })).toBeInTheDocument();
  });

  it("tells any other failure in a toast, with the server's message", async () => {
    mockApi({ [`POST ${PATH}`]: { status: 503, body: { message: 'Database unavailable' } } });
    const { fill } = await openForm();
    await fill('old-secret', 'new-secret', 'new-secret');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });
});
