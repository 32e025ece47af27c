import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeEvent, makeRegistration } from '@da-boulder/contracts/factories';
import {
  type FakeRequest,
  mockApi,
  renderWithProviders,
  requestsTo,
} from '@da-boulder/shared-ui/testing';
import { heldListRoutes, pageOf } from '../../testing/people';
import { RegistrationsTab } from './registrations-tab';

const events = {
  events: [
    makeEvent({ id: '0000000000000000000000e1', title: 'Open Heart Retreat' }),
    makeEvent({ id: '0000000000000000000000e2', title: 'Sunday Meditation' }),
  ],
};

const jane = makeRegistration({
  id: 'r1',
  name: 'Jane Doe',
  email: 'jane@example.org',
  inDiamondHeartGroup: true,
  diamondHeartGroupName: 'Diamond Heart Ten',
  additionalMessage: 'Arriving a little late.',
});
const omar = makeRegistration({ id: 'r2', name: 'Omar Haddad', email: 'omar@example.org' });

function renderTab(url = '/admin/people/registrations') {
  return renderWithProviders(<RegistrationsTab />, { url, path: '/admin/*' });
}

const lastQuery = (fetchMock: jest.Mock) => requestsTo(fetchMock, '/api/cms/registrations').at(-1)!;

describe('RegistrationsTab', () => {
  it('lists registrations with their count, newest page first', async () => {
    mockApi({
      '/api/cms/events': { body: events },
      '/api/cms/registrations': { body: pageOf('registrations', [jane, omar], { total: 2 }) },
    });
    renderTab();
    const row = await screen.findByRole('row', { name: /Jane Doe/ });
    expect(within(row).getByRole('link', { name: 'jane@example.org' })).toHaveAttribute(
      'href',
      'mailto:jane@example.org',
    );
    expect(row).toHaveTextContent('Open Heart Retreat');
    expect(row).toHaveTextContent('Diamond Heart Ten');
    expect(row).toHaveTextContent('Arriving a little late.');
    expect(screen.getByRole('row', { name: /Omar Haddad/ })).toHaveTextContent('No');
    expect(screen.getByText('2 registrations')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Registered' })).toBeInTheDocument();
  });

  it('sends the search as q once typing pauses, and starts again at page 1', async () => {
    const fetchMock = mockApi({
      '/api/cms/events': { body: events },
      '/api/cms/registrations': ({ query }: FakeRequest) => ({
        body: pageOf('registrations', query.get('q') ? [jane] : [jane, omar], {
          total: query.get('q') ? 1 : 60,
          page: Number(query.get('page') ?? 1),
        }),
      }),
    });
    const user = userEvent.setup();
    renderTab('/admin/people/registrations?page=2');
    await screen.findByText('Page 2 of 3');
    await user.type(screen.getByRole('searchbox', { name: 'Search registrations' }), 'JANE');
    await waitFor(() => expect(lastQuery(fetchMock).searchParams.get('q')).toBe('JANE'));
    expect(lastQuery(fetchMock).searchParams.get('page')).toBe('1');
    // One request for the whole word, not one per letter.
    expect(requestsTo(fetchMock, '/api/cms/registrations')).toHaveLength(2);
    expect(await screen.findByText('1 registration')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/people/registrations?q=JANE');
  });

  it('asks only for what the API reads, whatever an address holds', async () => {
    const fetchMock = mockApi({
      '/api/cms/events': { body: events },
      '/api/cms/registrations': { body: pageOf('registrations', [jane]) },
    });
    renderTab(`/admin/people/registrations?event=abc&page=10000000&q=${'a'.repeat(300)}`);
    expect(await screen.findByRole('row', { name: /Jane Doe/ })).toBeInTheDocument();
    const asked = lastQuery(fetchMock).searchParams;
    expect([asked.get('eventId'), asked.get('page'), asked.get('q')]).toEqual([
      null,
      '1',
      'a'.repeat(200),
    ]);
  });

  it('keeps the rows on screen while a search loads, so a focused button keeps its place', async () => {
    let answerSearch = () => {};
    mockApi({
      '/api/cms/events': { body: events },
      '/api/cms/registrations': async ({ query }: FakeRequest) => {
        if (query.get('q')) await new Promise<void>((resolve) => (answerSearch = resolve));
        return { body: pageOf('registrations', query.get('q') ? [jane] : [jane, omar]) };
      },
    });
    const user = userEvent.setup();
    renderTab();
    const row = await screen.findByRole('row', { name: /Jane Doe/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search registrations' }), 'jane');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=jane'));
    expect(screen.queryByText('Loading registrations')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Jane Doe/ })).toBe(row);

    act(() => answerSearch());
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Omar Haddad/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: /Jane Doe/ })).toBe(row);
  });

  it('says when a search finds nobody', async () => {
    mockApi({
      '/api/cms/events': { body: events },
      '/api/cms/registrations': { body: pageOf('registrations', []) },
    });
    renderTab('/admin/people/registrations?q=zed');
    expect(await screen.findByText('No registrations match "zed"')).toBeInTheDocument();
    expect(screen.getByText('0 registrations')).toBeInTheDocument();
  });

  it('pages with previous and next', async () => {
    const fetchMock = mockApi({
      '/api/cms/events': { body: events },
      '/api/cms/registrations': ({ query }: FakeRequest) => ({
        body: pageOf('registrations', [query.get('page') === '2' ? omar : jane], {
          total: 42,
          page: Number(query.get('page') ?? 1),
        }),
      }),
    });
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('42 registrations')).toBeInTheDocument();
    // At an end, its button is held (aria-disabled), never disabled: a keyboard keeps its place.
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('row', { name: /Omar Haddad/ })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(lastQuery(fetchMock).searchParams.get('page')).toBe('2');
    expect(lastQuery(fetchMock).searchParams.get('pageSize')).toBe('25');
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toBeDisabled();
    expect(next).toHaveFocus();
    await user.click(next);
    expect(lastQuery(fetchMock).searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('filters by event from the URL or the select, and exports what it shows', async () => {
    const fetchMock = mockApi({
      '/api/cms/events': { body: events },
      '/api/cms/registrations': { body: pageOf('registrations', [jane]) },
    });
    const user = userEvent.setup();
    renderTab('/admin/people/registrations?event=0000000000000000000000e1');
    await screen.findByRole('row', { name: /Jane Doe/ });
    expect(lastQuery(fetchMock).searchParams.get('eventId')).toBe('0000000000000000000000e1');
    await waitFor(() =>
      expect(screen.getByLabelText('Event')).toHaveValue('0000000000000000000000e1'),
    );
    expect(screen.getByRole('link', { name: 'Export this event as CSV' })).toHaveAttribute(
      'href',
      '/api/cms/registrations/export.csv?eventId=0000000000000000000000e1',
    );

    await user.selectOptions(screen.getByLabelText('Event'), 'All events');
    await waitFor(() => expect(lastQuery(fetchMock).searchParams.has('eventId')).toBe(false));
    expect(screen.getByRole('link', { name: 'Export all as CSV' })).toHaveAttribute(
      'href',
      '/api/cms/registrations/export.csv',
    );

    await user.selectOptions(screen.getByLabelText('Event'), 'Sunday Meditation');
    await waitFor(() =>
      expect(lastQuery(fetchMock).searchParams.get('eventId')).toBe('0000000000000000000000e2'),
    );
    // The address names the event as `event`, so a copied link opens this event's list.
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/people/registrations?event=0000000000000000000000e2',
    );
  });

  it('deletes a registration after confirmation, then refetches the list', async () => {
    let stored = [jane, omar];
    const fetchMock = mockApi({
      '/api/cms/events': { body: events },
      '/api/cms/registrations': () => ({ body: pageOf('registrations', stored) }),
      'DELETE /api/cms/registrations/r1': () => {
        stored = [omar];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(
      await screen.findByRole('button', { name: 'Delete registration of Jane Doe' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete registration' });
    expect(
      within(dialog).getByText('Are you sure you want to delete the registration of Jane Doe?'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/api/cms/registrations/r1', 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete registration of Jane Doe' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Registration deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Jane Doe/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: /Omar Haddad/ })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/cms/registrations/r1', 'DELETE')).toHaveLength(1);
  });

  it('shows what the spam trap held under Held, and releases one with a toast', async () => {
    const held = makeRegistration({ id: 'r3', name: 'Autofill Ann', held: true });
    const fetchMock = mockApi({
      '/api/cms/events': { body: events },
      ...heldListRoutes('registrations', [jane, held], 'Registration released'),
    });
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('row', { name: /Jane Doe/ });
    expect(screen.queryByRole('row', { name: /Autofill Ann/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Release/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'Held');
    const row = await screen.findByRole('row', { name: /Autofill Ann/ });
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/people/registrations?held=true',
    );
    expect(screen.getByText('1 registration')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: 'Release registration of Autofill Ann' }),
    );
    expect(await screen.findByText('Registration released')).toBeInTheDocument();
    expect(await screen.findByText('No held registrations')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/cms/registrations/r3/release', 'POST')).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Show'), 'Registered');
    expect(await screen.findByRole('row', { name: /Autofill Ann/ })).toBeInTheDocument();
    expect(lastQuery(fetchMock).searchParams.has('held')).toBe(false);
  });

  it('shows each place, filters by status, and promotes or cancels after asking, with a toast', async () => {
    const waiting = makeRegistration({
      id: 'r4',
      name: 'Wendy Wait',
      status: 'waitlisted',
      waitlistPosition: 2,
    });
    let stored = [jane, waiting];
    const fetchMock = mockApi({
      '/api/cms/events': { body: events },
      '/api/cms/registrations': ({ query }: FakeRequest) => ({
        body: pageOf(
          'registrations',
          stored.filter((row) => !query.get('status') || row.status === query.get('status')),
        ),
      }),
      'POST /api/cms/registrations/r4/promote': {
        status: 409,
        body: { message: 'The event is full: raise its capacity or cancel a place first' },
      },
      'POST /api/cms/registrations/r1/cancel': () => {
        stored = [
          { ...jane, status: 'cancelled' },
          { ...waiting, status: 'confirmed' },
        ];
        return { body: { message: 'Registration cancelled' } };
      },
    });
    const user = userEvent.setup();
    renderTab();
    const janeRow = await screen.findByRole('row', { name: /Jane Doe/ });
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(janeRow).toHaveTextContent('Confirmed');
    const wendyRow = screen.getByRole('row', { name: /Wendy Wait/ });
    expect(wendyRow).toHaveTextContent('Waitlisted2nd in line');
    expect(janeRow).not.toHaveTextContent('in line');
    // Only one who waits can be promoted.
    expect(within(janeRow).queryByRole('button', { name: /^Promote/ })).not.toBeInTheDocument();

    await user.click(within(wendyRow).getByRole('button', { name: 'Promote Wendy Wait' }));
    const promote = await screen.findByRole('dialog', { name: 'Promote' });
    expect(promote).toHaveTextContent(/Give Wendy Wait a confirmed place at Open Heart Retreat/);
    await user.click(within(promote).getByRole('button', { name: 'Promote' }));
    expect(
      await screen.findByText('The event is full: raise its capacity or cancel a place first'),
    ).toBeInTheDocument();

    await user.click(
      within(janeRow).getByRole('button', { name: 'Cancel registration of Jane Doe' }),
    );
    const cancel = await screen.findByRole('dialog', { name: 'Cancel registration' });
    expect(cancel).toHaveTextContent('Their place goes to the first person on the waitlist.');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel registration' }));
    expect(await screen.findByText('Registration cancelled')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Wendy Wait/ })).toHaveTextContent('Confirmed'),
    );
    expect(requestsTo(fetchMock, '/api/cms/registrations/r1/cancel', 'POST')).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    expect(lastQuery(fetchMock).searchParams.get('status')).toBe('cancelled');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Wendy Wait/ })).not.toBeInTheDocument(),
    );
    const cancelled = screen.getByRole('row', { name: /Jane Doe/ });
    expect(within(cancelled).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it('reads a place at a cancelled event as ended with it, with nothing left to cancel or promote', async () => {
    const ended = makeRegistration({ id: 'r5', name: 'Cal Ended', eventStatus: 'cancelled' });
    mockApi({
      '/api/cms/events': { body: events },
      '/api/cms/registrations': { body: pageOf('registrations', [ended, omar]) },
    });
    renderTab();
    const endedRow = await screen.findByRole('row', { name: /Cal Ended/ });
    expect(endedRow).toHaveTextContent('Event cancelled');
    expect(within(endedRow).queryByRole('button', { name: /^Cancel registration/ })).toBeNull();
    expect(
      within(screen.getByRole('row', { name: /Omar Haddad/ })).getByRole('button', {
        name: 'Cancel registration of Omar Haddad',
      }),
    ).toBeInTheDocument();
  });

  it('adds a phone booking for the chosen event, and corrects a typo in an address', async () => {
    let stored = [jane];
    const sent: { method: string; body: unknown }[] = [];
    mockApi({
      '/api/cms/events': {
        body: {
          events: [
            ...events.events,
            makeEvent({ id: '0000000000000000000000e3', title: 'Gone', status: 'cancelled' }),
          ],
        },
      },
      '/api/cms/registrations': () => ({ body: pageOf('registrations', stored) }),
      'POST /api/cms/registrations': (request: FakeRequest) => {
        sent.push({ method: 'POST', body: request.body });
        stored = [...stored, makeRegistration({ id: 'r9', name: 'Pat Phone' })];
        return {
          status: 201,
          body: { status: 'confirmed', message: 'Registration added (Confirmed)' },
        };
      },
      'PUT /api/cms/registrations/r1': (request: FakeRequest) => {
        sent.push({ method: 'PUT', body: request.body });
        return { body: { registration: jane, message: 'Registration updated' } };
      },
    });
    const user = userEvent.setup();
    renderTab('/admin/people/registrations?event=0000000000000000000000e2');
    await screen.findByRole('row', { name: /Jane Doe/ });

    await user.click(screen.getByRole('button', { name: 'Add registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add registration' });
    // The list's event is chosen; a cancelled one is not offered.
    expect(within(dialog).getByRole('combobox', { name: /^Event/ })).toHaveValue(
      '0000000000000000000000e2',
    );
    expect(within(dialog).queryByRole('option', { name: 'Gone' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add registration' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Full name/), 'Pat Phone');
    await user.type(within(dialog).getByLabelText(/^Email/), 'pat@example.org');
    await user.click(
      within(dialog).getByRole('checkbox', { name: /Mail them their confirmation/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add registration' }));
    expect(await screen.findByText('Registration added (Confirmed)')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Pat Phone/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit registration of Jane Doe' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit registration of Jane Doe' });
    const email = within(edit).getByLabelText(/^Email/);
    expect(email).toHaveValue('jane@example.org');
    await user.clear(email);
    await user.type(email, 'jane.doe@example.org');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Registration updated')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        body: expect.objectContaining({
          eventId: '0000000000000000000000e2',
          name: 'Pat Phone',
          email: 'pat@example.org',
          sendMail: false,
        }),
      },
      {
        method: 'PUT',
        body: expect.objectContaining({ name: 'Jane Doe', email: 'jane.doe@example.org' }),
      },
    ]);
    expect((sent[1].body as Record<string, unknown>).eventId).toBeUndefined();
  }, 20_000);

  it('shows the empty state, and an error with a retry', async () => {
    mockApi({
      '/api/cms/events': { body: events },
      '/api/cms/registrations': { body: pageOf('registrations', []) },
    });
    const { unmount } = renderTab();
    expect(await screen.findByText('No registrations yet')).toBeInTheDocument();
    unmount();

    mockApi({
      '/api/cms/events': { body: events },
      '/api/cms/registrations': { status: 503, body: { message: 'Database unavailable' } },
    });
    renderTab();
    expect(await screen.findByText('Unable to load registrations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
