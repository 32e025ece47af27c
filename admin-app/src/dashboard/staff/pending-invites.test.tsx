import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEntry, PendingInvite, StaffMember } from '@da-boulder/contracts';
import { mockApi, renderWithProviders, requestsTo } from '@da-boulder/shared-ui/testing';
import { pageOf } from '../../testing/people';
import { ana, bo } from '../../testing/staff';
import { StaffTab } from './staff-tab';

const typo: PendingInvite = {
  id: 'i1',
  email: 'ruth@exmaple.org',
  invitedBy: 'ana',
  expiresAt: '2026-03-06T17:00:00.000Z',
};

/** What the fake API holds, changed by a test as the API's writes would change it. */
interface Held {
  staff: StaffMember[];
  invites: PendingInvite[];
  activity: ActivityEntry[];
}

/** The Staff tab, its admins, invites and activity as the fake API answers them. */
function staffTab(invites: () => PendingInvite[], held: Partial<Held> = {}) {
  const api = mockApi({
    '/api/staff': () => ({ body: { staff: held.staff ?? [ana] } }),
    '/api/staff/activity': () => ({ body: pageOf('activity', held.activity ?? []) }),
    '/api/staff/invites': () => ({ body: { invites: invites() } }),
    'DELETE /api/staff/invites/i1': { body: { message: 'Invite to ruth@exmaple.org withdrawn' } },
    'DELETE /api/staff/b2': { body: { message: 'Admin removed' } },
    'POST /api/staff/invites': {
      status: 201,
      body: { message: 'Invite sent to ruth@exmaple.org' },
    },
  });
  renderWithProviders(<StaffTab />, { url: '/admin/staff' });
  return api;
}

/** An entry of the activity log, by ana. */
const done = (action: string, subjectTitle: string): ActivityEntry => ({
  id: `${action} ${subjectTitle}`,
  at: '2026-03-06T15:00:00.000Z',
  adminId: ana.id,
  adminName: ana.username,
  kind: 'staff',
  action,
  subjectId: '',
  subjectTitle,
  network: '203.0.113.7',
});

describe('the invites waiting', () => {
  it('lists each with who sent it and until when it works, and withdraws one', async () => {
    let invites = [typo];
    const held: Partial<Held> = {};
    const api = staffTab(() => invites, held);
    const table = await screen.findByRole('table', { name: 'Invites waiting' });
    const row = within(table).getByRole('row', { name: /ruth@exmaple\.org/ });
    expect(within(row).getByText('ana')).toHaveAttribute('data-label', 'Invited by');
    expect(within(row).getByText('Mar 6, 2026, 10:00 AM')).toBeInTheDocument();

    invites = [];
    held.activity = [done('withdrew an invite', 'ruth@exmaple.org')];
    const user = userEvent.setup();
    await user.click(
      within(row).getByRole('button', { name: 'Withdraw the invite to ruth@exmaple.org' }),
    );
    expect(await screen.findByText('Invite to ruth@exmaple.org withdrawn')).toBeInTheDocument();
    expect(requestsTo(api, '/api/staff/invites/i1', 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Invites waiting' })).not.toBeInTheDocument(),
    );
    // The section went with its last invite: the keyboard's place is the Staff heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Staff' })).toHaveFocus());
    // The activity says so at once.
    expect(
      await screen.findByText('Staff: withdrew an invite “ruth@exmaple.org”'),
    ).toBeInTheDocument();
  });

  it('shows one just sent, and the activity says so', async () => {
    let invites: PendingInvite[] = [];
    const held: Partial<Held> = {};
    staffTab(() => invites, held);
    await screen.findByRole('table', { name: 'Admins' });
    invites = [typo];
    held.activity = [done('invited', 'ruth@exmaple.org')];
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Invite an admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite an admin' });
    await user.type(within(dialog).getByLabelText(/^Mail address/), 'ruth@exmaple.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('table', { name: 'Invites waiting' })).toBeInTheDocument();
    expect(await screen.findByText('Staff: invited “ruth@exmaple.org”')).toBeInTheDocument();
  });

  it('goes with the admin who sent it, once removed, and the activity says so', async () => {
    let invites: PendingInvite[] = [{ ...typo, invitedBy: 'bo' }];
    const held: Partial<Held> = { staff: [ana, bo] };
    const api = staffTab(() => invites, held);
    await screen.findByRole('table', { name: 'Invites waiting' });
    // The API ends the invites of an admin it removes.
    invites = [];
    held.staff = [ana];
    held.activity = [done('removed', 'bo')];
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove bo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Admin removed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Invites waiting' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Staff: removed “bo”')).toBeInTheDocument();
    expect(requestsTo(api, '/api/staff/b2', 'DELETE')).toHaveLength(1);
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
