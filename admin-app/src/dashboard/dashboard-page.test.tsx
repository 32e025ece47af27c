import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

/** The people lists' held counts, none held. */
const NOTHING_HELD = Object.fromEntries(
  ['registrations', 'messages', 'subscribers'].map((list) => [
    `/api/cms/${list}`,
    { body: { [list]: [], total: 0, page: 1, pageSize: 1 } },
  ]),
);

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
  const held = (list: string, total: number) => ({
    body: { [list]: [], total, page: 1, pageSize: 1 },
  });
  const fetchMock = mockApi({
    '/api/cms/mail': {
      body: { pending: 0, failed: 0, messages: [], total: 0, page: 1, pageSize: 25 },
    },
    '/api/cms/testimonials': { body: { testimonials: [] } },
    '/api/cms/registrations': held('registrations', 2),
    '/api/cms/messages': held('messages', 0),
    '/api/cms/subscribers': held('subscribers', 1),
  });
  renderWithProviders(<DashboardPage />, { url: '/admin/testimonials', path: '/admin/:tab?' });
  expect(await screen.findByRole('tab', { name: 'Registrations 2 held' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Subscribers 1 held' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Messages' })).toBeInTheDocument();
  // Each asks its list for what is held, one row's worth.
  expect(requestsTo(fetchMock, '/api/cms/registrations')[0].search).toBe('?held=true&pageSize=1');
  expect(requestsTo(fetchMock, '/api/cms/messages')[0].search).toBe('?status=spam&pageSize=1');
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
