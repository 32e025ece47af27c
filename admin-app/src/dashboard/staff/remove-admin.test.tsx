import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAST_ADMIN } from '@da-boulder/contracts';
import { useAuthStore } from '@da-boulder/shared-ui';
import {
  mockApi,
  renderWithProviders,
  requestsTo,
  type Reply,
} from '@da-boulder/shared-ui/testing';
import { ana, bo } from '../../testing/staff';
import { StaffList } from './staff-list';

afterEach(() => act(() => useAuthStore.setState({ user: null, verified: false })));

/** The Staff list signed in as ana, the API removing admins as `removal` answers. */
async function renderList(removal: Reply) {
  let staff = [ana, bo];
  const fetchMock = mockApi({
    '/api/staff': () => ({ body: { staff } }),
    'DELETE /api/staff/b2': () => {
      if ((removal.status ?? 200) < 300) staff = [ana];
      return removal;
    },
    'DELETE /api/staff/a1': removal,
  });
  act(() =>
    useAuthStore.setState({
      user: { id: ana.id, username: ana.username, isAdmin: true, email: ana.email },
      verified: true,
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<StaffList />, { url: '/admin/staff', path: '/admin/*' });
  await screen.findByRole('table', { name: 'Admins' });
  return { fetchMock, user };
}

describe('Remove an admin', () => {
  it('asks first, and Cancel leaves them be', async () => {
    const { fetchMock, user } = await renderList({ body: { message: 'Admin removed' } });
    const remove = screen.getByRole('button', { name: 'Remove bo' });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove admin' });
    expect(dialog).toHaveTextContent('Remove bo? Their sessions end at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
    expect(requestsTo(fetchMock, '/api/staff/b2', 'DELETE')).toHaveLength(0);
  });

  it('removes them once confirmed, says so and reads the list again', async () => {
    const { fetchMock, user } = await renderList({ body: { message: 'Admin removed' } });
    await user.click(screen.getByRole('button', { name: 'Remove bo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Admin removed')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/staff/b2', 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /^bo / })).not.toBeInTheDocument(),
    );
    expect(requestsTo(fetchMock, '/api/staff')).toHaveLength(2);
    // The dialog gives focus back beside the row that went.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove ana' })).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/staff');
  });

  it("tells the API's refusal in a destructive toast and keeps the admin listed", async () => {
    const { user } = await renderList({ status: 409, body: { message: LAST_ADMIN } });
    await user.click(screen.getByRole('button', { name: 'Remove bo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.getByTestId('toasts-assertive')).toHaveTextContent(LAST_ADMIN),
    );
    expect(screen.getByRole('row', { name: /^bo / })).toBeInTheDocument();
  });

  it('signs out an admin who removes themself and sends them to /login', async () => {
    const { fetchMock, user } = await renderList({ body: { message: 'Admin removed' } });
    await user.click(screen.getByRole('button', { name: 'Remove ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove admin' });
    expect(dialog).toHaveTextContent('Remove ana? Their sessions end at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.getByText('Admin removed')).toBeInTheDocument();
    expect(useAuthStore.getState().user).toBeNull();
    expect(requestsTo(fetchMock, '/api/staff/a1', 'DELETE')).toHaveLength(1);
  });
});
