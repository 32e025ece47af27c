import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEntry } from '@da-boulder/contracts';
import {
  mockApi,
  renderWithProviders,
  requestsTo,
  type FakeRequest,
} from '@da-boulder/shared-ui/testing';
import { pageOf } from '../../testing/people';
import { ana, bo } from '../../testing/staff';
import { StaffTab } from './staff-tab';

const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'e1',
  at: '2026-03-05T17:30:00.000Z',
  adminId: ana.id,
  adminName: ana.username,
  kind: 'sign-in',
  action: 'signed in',
  subjectId: '',
  subjectTitle: '',
  network: '203.0.113.7',
  ...fields,
});

const signIn = entry({ id: 'e1' });
const deletion = entry({
  id: 'e2',
  at: '2026-03-06T15:00:00.000Z',
  adminId: bo.id,
  adminName: bo.username,
  kind: 'events',
  action: 'deleted',
  subjectId: 'ev1',
  subjectTitle: 'Sunday meditation',
  network: '2001:db8:1:2::/64',
});
const refused = entry({ id: 'e3', adminId: '', adminName: '', action: 'sign-in failed' });

/** The fake API's staff and activity, the activity narrowed as the API narrows it. */
function staffApi(activity: ActivityEntry[], total?: number) {
  return mockApi({
    '/api/staff': { body: { staff: [ana, bo] } },
    '/api/staff/activity': ({ query }: FakeRequest) => {
      const admin = query.get('admin');
      const kind = query.get('kind');
      const found = activity.filter(
        (item) => (!admin || item.adminId === admin) && (!kind || item.kind === kind),
      );
      return { body: pageOf('activity', found, { total: total ?? found.length }) };
    },
  });
}

/** The texts of an element's cells or column headers, in order. */
const textsOf = (element: HTMLElement, role: 'cell' | 'columnheader') =>
  within(element)
    .getAllByRole(role)
    .map((cell) => cell.textContent);

function renderTab(url = '/admin/staff') {
  return renderWithProviders(<StaffTab />, { url, path: '/admin/*' });
}

describe('StaffTab', () => {
  it('lists the admins with their address, last sign-in and open sessions', async () => {
    staffApi([]);
    renderTab();
    const admins = await screen.findByRole('table', { name: 'Admins' });
    expect(textsOf(admins, 'columnheader')).toEqual([
      'Username',
      'Mail address',
      'Last sign-in',
      'Active sessions',
      'Actions',
    ]);
    const anaRow = within(admins).getByRole('row', { name: /ana/ });
    expect(textsOf(anaRow, 'cell')).toEqual([
      'ana',
      'ana@example.org',
      'Mar 4, 2026, 9:15 AM',
      '2',
      'Remove',
    ]);
    const boRow = within(admins).getByRole('row', { name: /bo/ });
    expect(textsOf(boRow, 'cell')).toEqual(['bo', 'No address yet', 'Not recorded', '0', 'Remove']);
  });

  it('shows the activity newest first as the API sends it: when, who, what and network', async () => {
    staffApi([deletion, signIn, refused]);
    renderTab();
    const log = await screen.findByRole('table', { name: 'Activity' });
    expect(textsOf(log, 'columnheader')).toEqual(['When', 'Who', 'What', 'Network']);
    const rows = within(log)
      .getAllByRole('row')
      .slice(1)
      .map((row) => textsOf(row, 'cell'));
    expect(rows).toEqual([
      ['Mar 6, 2026, 8:00 AM', 'bo', 'Events: deleted “Sunday meditation”', '2001:db8:1:2::/64'],
      ['Mar 5, 2026, 10:30 AM', 'ana', 'Sign-ins: signed in', '203.0.113.7'],
      ['Mar 5, 2026, 10:30 AM', 'Unknown username', 'Sign-ins: sign-in failed', '203.0.113.7'],
    ]);
    expect(screen.getByText('3 entries')).toBeInTheDocument();
  });

  it('filters by admin and by kind, each view at its own address', async () => {
    const fetchMock = staffApi([deletion, signIn]);
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('table', { name: 'Activity' });

    await user.selectOptions(await screen.findByLabelText('Admin'), 'bo');
    await waitFor(() => expect(screen.getByText('1 entry')).toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Sunday meditation/ })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/staff/activity').at(-1)!.search).toBe(
      '?admin=b2&page=1&pageSize=25',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/staff?admin=b2');

    await user.selectOptions(screen.getByLabelText('Kind'), 'Sign-ins');
    expect(await screen.findByText('Nothing recorded matches these filters')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/staff/activity').at(-1)!.search).toBe(
      '?admin=b2&kind=sign-in&page=1&pageSize=25',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/staff?admin=b2&kind=sign-in');
  });

  it('opens the view its address names', async () => {
    const fetchMock = staffApi([deletion, signIn]);
    renderTab('/admin/staff?kind=events');
    expect(await screen.findByRole('row', { name: /Sunday meditation/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /signed in/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Kind')).toHaveValue('events');
    expect(requestsTo(fetchMock, '/api/staff/activity')[0].searchParams.get('kind')).toBe('events');
  });

  it('pages through the activity', async () => {
    const fetchMock = staffApi([signIn], 60);
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/staff/activity').at(-1)!.searchParams.get('page')).toBe('2');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/staff?page=2');
  });

  it('says when nothing is recorded yet', async () => {
    staffApi([]);
    renderTab();
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Activity' })).not.toBeInTheDocument();
  });
});
