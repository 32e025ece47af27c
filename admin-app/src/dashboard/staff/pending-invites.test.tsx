import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingInvite } from '@da-boulder/contracts';
import { mockApi, renderWithProviders, requestsTo } from '@da-boulder/shared-ui/testing';
import { ana } from '../../testing/staff';
import { StaffTab } from './staff-tab';

const typo: PendingInvite = {
  id: 'i1',
  email: 'ruth@exmaple.org',
  invitedBy: 'ana',
  expiresAt: '2026-03-06T17:00:00.000Z',
};

/** The Staff tab, its admins, invites and activity as the fake API answers them. */
function staffTab(invites: () => PendingInvite[]) {
  const api = mockApi({
    '/api/staff': { body: { staff: [ana] } },
    '/api/staff/activity': { body: { activity: [], total: 0, page: 1, pageSize: 25 } },
    '/api/staff/invites': () => ({ body: { invites: invites() } }),
    'DELETE /api/staff/invites/i1': { body: { message: 'Invite to ruth@exmaple.org withdrawn' } },
  });
  renderWithProviders(<StaffTab />, { url: '/admin/staff' });
  return api;
}

describe('the invites waiting', () => {
  it('lists each with who sent it and until when it works, and withdraws one', async () => {
    let invites = [typo];
    const api = staffTab(() => invites);
    const table = await screen.findByRole('table', { name: 'Invites waiting' });
    const row = within(table).getByRole('row', { name: /ruth@exmaple\.org/ });
    expect(within(row).getByText('ana')).toHaveAttribute('data-label', 'Invited by');
    expect(within(row).getByText('Mar 6, 2026, 10:00 AM')).toBeInTheDocument();

    invites = [];
    const user = userEvent.setup();
    await user.click(
      within(row).getByRole('button', { name: 'Withdraw the invite to ruth@exmaple.org' }),
    );
    expect(await screen.findByText('Invite to ruth@exmaple.org withdrawn')).toBeInTheDocument();
    expect(requestsTo(api, '/api/staff/invites/i1', 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Invites waiting' })).not.toBeInTheDocument(),
    );
  });

  it('shows nothing while none is open; the admins read as cards with their labels', async () => {
    const api = staffTab(() => []);
    const admins = await screen.findByRole('table', { name: 'Admins' });
    await waitFor(() => expect(requestsTo(api, '/api/staff/invites')).toHaveLength(1));
    expect(within(admins).getByText('ana@example.org')).toHaveAttribute(
      'data-label',
      'Mail address',
    );
    expect(screen.queryByRole('heading', { name: 'Invites waiting' })).not.toBeInTheDocument();
  });
});
