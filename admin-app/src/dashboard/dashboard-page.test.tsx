import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ATTENTION_PATH, type Attention } from '@da-boulder/contracts';
import { useAuthStore } from '@da-boulder/shared-ui';
import { mockApi, renderWithProviders, requestsTo } from '@da-boulder/shared-ui/testing';
import DashboardPage from './dashboard-page';

/** The dashboard, and a button that closes and opens it again, as leaving it and coming back. */
function LeaveAndReturn() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? 'Leave' : 'Return'}
      </button>
      {open ? <DashboardPage /> : null}
    </>
  );
}

/** What needs attention, with these counts (none held unless given). */
const attention = (counts: Partial<Attention['counts']> = {}): { body: Attention } => ({
  body: {
    counts: {
      heldRegistrations: 0,
      heldMessages: 0,
      heldSubscribers: 0,
      openMessages: 0,
      ...counts,
    },
    failedMails: 0,
    upcomingEvents: [],
  },
});
const NOTHING_HELD = { [ATTENTION_PATH]: attention() };

it("keeps the dashboard's reads while it is open and reads anew once it was left", async () => {
  const user = userEvent.setup();
  const fetchMock = mockApi({
    ...NOTHING_HELD,
    '/api/cms/mail': {
      body: { pending: 0, failed: 0, messages: [], total: 0, page: 1, pageSize: 25 },
    },
    '/api/cms/testimonials': { body: { testimonials: [] } },
  });
  renderWithProviders(<LeaveAndReturn />, { url: '/admin/testimonials', path: '/admin/:tab?' });
  expect(await screen.findByRole('heading', { name: 'Content Dashboard' })).toBeInTheDocument();
  await waitFor(() => expect(requestsTo(fetchMock, '/api/cms/testimonials')).toHaveLength(1));

  await user.click(screen.getByRole('button', { name: 'Leave' }));
  await user.click(screen.getByRole('button', { name: 'Return' }));
  expect(await screen.findByRole('heading', { name: 'Content Dashboard' })).toBeInTheDocument();
  // A cache that outlived the dashboard would answer from what it kept, and ask nothing.
  await waitFor(() => expect(requestsTo(fetchMock, '/api/cms/testimonials')).toHaveLength(2));
});

it('shows on the people tabs how many the spam trap holds, when any', async () => {
  const fetchMock = mockApi({
    '/api/cms/mail': {
      body: { pending: 0, failed: 0, messages: [], total: 0, page: 1, pageSize: 25 },
    },
    '/api/cms/testimonials': { body: { testimonials: [] } },
    [ATTENTION_PATH]: attention({ heldRegistrations: 2, heldSubscribers: 1, openMessages: 3 }),
  });
  renderWithProviders(<DashboardPage />, { url: '/admin/testimonials', path: '/admin/:tab?' });
  expect(await screen.findByRole('tab', { name: 'Registrations 2 held' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Subscribers 1 held' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Messages' })).toBeInTheDocument();
  // The tabs and the attention strip share one read, and no list is read for them.
  expect(screen.getByRole('link', { name: '3 messages not yet handled' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, ATTENTION_PATH)).toHaveLength(1);
  expect(requestsTo(fetchMock, '/api/cms/registrations')).toHaveLength(0);
});

it('has a Staff tab, lets the admin change their password, and asks for a missing address', async () => {
  mockApi({
    ...NOTHING_HELD,
    '/api/cms/mail': {
      body: { pending: 0, failed: 0, messages: [], total: 0, page: 1, pageSize: 25 },
    },
    '/api/staff': { body: { staff: [] } },
    '/api/staff/activity': { body: { activity: [], total: 0, page: 1, pageSize: 25 } },
  });
  sessionStorage.clear();
  act(() =>
    useAuthStore.setState({
      user: { id: 'a1', username: 'ana', isAdmin: true, email: '' },
      verified: true,
    }),
  );
  renderWithProviders(<DashboardPage />, { url: '/admin/staff', path: '/admin/:tab?' });
  expect(await screen.findByRole('dialog', { name: 'Your mail address' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Staff', hidden: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(
    screen.getByRole('button', { name: 'Change my password', hidden: true }),
  ).toBeInTheDocument();
  act(() => useAuthStore.setState({ user: null, verified: false }));
});
