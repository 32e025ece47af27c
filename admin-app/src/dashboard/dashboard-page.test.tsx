import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ATTENTION_PATH, type Attention } from '@da-boulder/contracts';
import { useAuthStore } from '@da-boulder/shared-ui';
import { mockApi, renderWithProviders, requestsTo } from '@da-boulder/shared-ui/testing';
import { pageOf } from '../testing/people';
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
  renderWithProviders(<LeaveAndReturn />, {
    url: '/admin/content/testimonials',
    path: '/admin/*',
  });
  expect(await screen.findByRole('heading', { name: 'Content Dashboard' })).toBeInTheDocument();
  await waitFor(() => expect(requestsTo(fetchMock, '/api/cms/testimonials')).toHaveLength(1));

  await user.click(screen.getByRole('button', { name: 'Leave' }));
  await user.click(screen.getByRole('button', { name: 'Return' }));
  expect(await screen.findByRole('heading', { name: 'Content Dashboard' })).toBeInTheDocument();
  // A cache that outlived the dashboard would answer from what it kept, and ask nothing.
  await waitFor(() => expect(requestsTo(fetchMock, '/api/cms/testimonials')).toHaveLength(2));
});

/** The dashboard's other reads: no mail waiting, nobody on staff, no messages. */
const QUIET = {
  '/api/cms/mail': {
    body: { pending: 0, failed: 0, messages: [], total: 0, page: 1, pageSize: 25 },
  },
  '/api/cms/testimonials': { body: { testimonials: [] } },
  '/api/cms/messages': { body: pageOf('messages', []) },
  '/api/staff': { body: { staff: [] } },
  '/api/staff/activity': { body: { activity: [], total: 0, page: 1, pageSize: 25 } },
};

/** The dashboard at `url`, with a button that goes back in the history as the browser's does. */
function renderDashboard(url: string) {
  function Back() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    );
  }
  return renderWithProviders(
    <>
      <Back />
      <DashboardPage />
    </>,
    { url, path: '/admin/*' },
  );
}

/** Waits for the address: a part's code loads before its address shows (a transition). */
const at = (address: RegExp) =>
  waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(address));

const nav = () => screen.getByRole('navigation', { name: 'Dashboard' });
/**
 * One of the navigation's links. jsdom matches no media query: the page is as narrow as a phone's,
 * and the links are in the closed menu (which the last of these tests opens).
 */
const navLink = (name: string) => within(nav()).getByRole('link', { name, hidden: true });
const current = () =>
  within(nav())
    .getAllByRole('link', { hidden: true })
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

it('shows on the people links how many the spam trap holds, when any', async () => {
  const fetchMock = mockApi({
    ...QUIET,
    [ATTENTION_PATH]: attention({ heldRegistrations: 2, heldSubscribers: 1, openMessages: 3 }),
  });
  renderDashboard('/admin/content/testimonials');
  const people = within(nav()).getByRole('list', { name: 'People', hidden: true });
  expect(
    await within(people).findByRole('link', { name: 'Registrations 2 held', hidden: true }),
  ).toBeInTheDocument();
  expect(
    within(people).getByRole('link', { name: 'Subscribers 1 held', hidden: true }),
  ).toBeInTheDocument();
  expect(within(people).getByRole('link', { name: 'Messages', hidden: true })).toBeInTheDocument();
  // The links and the attention strip share one read, and no list is read for them.
  expect(screen.getByRole('link', { name: '3 messages not yet handled' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, ATTENTION_PATH)).toHaveLength(1);
  expect(requestsTo(fetchMock, '/api/cms/registrations')).toHaveLength(0);
});

describe('the navigation', () => {
  beforeEach(() => mockApi({ ...QUIET, ...NOTHING_HELD }));

  it('is a landmark of the three parts, Content (the default) marked current at /admin', async () => {
    mockApi({ ...QUIET, ...NOTHING_HELD, '/api/cms/events': { body: { events: [] } } });
    renderDashboard('/admin');
    expect(navLink('Content')).toHaveAttribute('href', '/admin');
    expect(navLink('Registrations')).toHaveAttribute('href', '/admin/people/registrations');
    expect(navLink('Messages')).toHaveAttribute('href', '/admin/people/messages');
    expect(navLink('Subscribers')).toHaveAttribute('href', '/admin/people/subscribers');
    expect(navLink('Staff')).toHaveAttribute('href', '/admin/staff');
    expect(current()).toEqual(['Content']);
    // Inside Content, SPEC's five tabs, Events chosen.
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Events',
      'Teachers',
      'Newsletters',
      'Webinars',
      'Testimonials',
    ]);
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a content tab at its own address, which the tab chosen replaces', async () => {
    const user = userEvent.setup();
    mockApi({ ...QUIET, ...NOTHING_HELD, '/api/cms/teachers': { body: { teachers: [] } } });
    renderDashboard('/admin/content/testimonials');
    expect(await screen.findByRole('tab', { name: 'Testimonials' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Teachers' }));
    await at(/^\/admin\/content\/teachers$/);
    expect(current()).toEqual(['Content']);
  });

  it('goes to each part at its address, and back returns to the part before', async () => {
    const user = userEvent.setup();
    renderDashboard('/admin/content/testimonials');
    await screen.findByRole('tab', { name: 'Testimonials' });

    await user.click(navLink('Messages'));
    await at(/^\/admin\/people\/messages$/);
    expect(current()).toEqual(['Messages']);
    const messages = screen.getByRole('region', { name: 'People' });
    expect(await within(messages).findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await user.click(navLink('Staff'));
    await at(/^\/admin\/staff$/);
    expect(current()).toEqual(['Staff']);
    // Each view names itself first in the title, which the shell announces on arriving.
    await waitFor(() =>
      expect(document.title).toBe('Staff · Content Dashboard | Diamond Approach Boulder'),
    );

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await at(/^\/admin\/people\/messages$/);
    expect(current()).toEqual(['Messages']);
    await waitFor(() => expect(document.title).toMatch(/^Messages · Content Dashboard \|/));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await at(/^\/admin\/content\/testimonials$/);
    expect(await screen.findByRole('tab', { name: 'Testimonials' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(document.title).toMatch(/^Testimonials · Content Dashboard \|/));
  });

  it.each([
    ['/admin/messages?status=spam', '/admin/people/messages?status=spam', 'Messages'],
    ['/admin/teachers', '/admin/content/teachers', 'Content'],
    ['/admin/testimonials?x=1', '/admin/content/testimonials?x=1', 'Content'],
    ['/admin/staff?kind=events', '/admin/staff?kind=events', 'Staff'],
    ['/admin/people', '/admin/people/registrations', 'Registrations'],
    ['/admin/nowhere?x=1', '/admin', 'Content'],
  ])('moves the old address %s to %s, its query kept', async (from, to, part) => {
    mockApi({
      ...QUIET,
      ...NOTHING_HELD,
      '/api/cms/events': { body: { events: [] } },
      '/api/cms/teachers': { body: { teachers: [] } },
      '/api/cms/registrations': { body: pageOf('registrations', []) },
      '/api/cms/registrations/deleted-events': { body: { events: [] } },
    });
    renderDashboard(from);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${escape(to)}$`)),
    );
    expect(current()).toEqual([part]);
  });

  it('at a narrow width is a menu button that opens the parts and closes with Escape', async () => {
    const user = userEvent.setup();
    renderDashboard('/admin/people/messages');
    const menu = within(nav()).getByRole('button', { name: 'Dashboard menu: Messages' });
    const parts = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(nav()).toContainElement(parts);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Content' })).not.toBeInTheDocument();

    menu.focus();
    await user.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(parts).getByRole('link', { name: 'Content' })).toHaveFocus();
    expect(within(parts).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    expect(within(nav()).queryByRole('link', { name: 'Content' })).not.toBeInTheDocument();

    // Choosing a part closes it.
    await user.click(menu);
    await user.click(within(parts).getByRole('link', { name: 'Staff' }));
    await at(/^\/admin\/staff$/);
    expect(within(nav()).getByRole('button', { name: 'Dashboard menu: Staff' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

it('keeps the account actions under Staff and "Forget a person" under People', async () => {
  mockApi({
    ...QUIET,
    ...NOTHING_HELD,
    '/api/cms/testimonials': { body: { testimonials: [] } },
  });
  const { unmount } = renderDashboard('/admin/content/testimonials');
  await screen.findByRole('tab', { name: 'Testimonials' });
  for (const name of ['Change my password', 'Sign out other sessions', 'Forget a person']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  unmount();

  renderDashboard('/admin/people/messages');
  const people = screen.getByRole('region', { name: 'People' });
  expect(within(people).getByRole('button', { name: 'Forget a person' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Change my password' })).not.toBeInTheDocument();
});

it('has the Staff part, lets the admin change their password, and asks for a missing address', async () => {
  mockApi({ ...QUIET, ...NOTHING_HELD });
  sessionStorage.clear();
  act(() =>
    useAuthStore.setState({
      user: { id: 'a1', username: 'ana', isAdmin: true, email: '' },
      verified: true,
    }),
  );
  renderDashboard('/admin/staff');
  expect(await screen.findByRole('dialog', { name: 'Your mail address' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('navigation', { name: 'Dashboard', hidden: true })).getByRole('link', {
      name: 'Staff',
      hidden: true,
    }),
  ).toHaveAttribute('aria-current', 'page');
  const staff = screen.getByRole('region', { name: 'Staff', hidden: true });
  expect(
    within(staff).getByRole('button', { name: 'Change my password', hidden: true }),
  ).toBeInTheDocument();
  expect(
    within(staff).getByRole('button', { name: 'Sign out other sessions', hidden: true }),
  ).toBeInTheDocument();
  act(() => useAuthStore.setState({ user: null, verified: false }));
});
