import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR from 'swr';
import { ATTENTION_PATH } from '@da-boulder/contracts';
import { makeEvent } from '@da-boulder/contracts/factories';
import { mockApi, renderWithProviders, requestsTo } from '@da-boulder/shared-ui/testing';
import { EventsTab } from './events-tab';

const events = [
  makeEvent({ id: 'e1', title: 'Open Heart Retreat' }),
  makeEvent({ id: 'e2', title: 'Sunday Meditation', isRecurring: true }),
];

describe('EventsTab registrations column', () => {
  it("shows each event's count, linking to that event's registrations", async () => {
    mockApi({
      '/api/cms/events': { body: { events } },
      '/api/cms/registrations/counts': { body: { counts: { e1: 3 }, waitlisted: {} } },
    });
    const user = userEvent.setup();
    renderWithProviders(<EventsTab />, { url: '/admin', path: '/admin/*' });
    expect(await screen.findByRole('columnheader', { name: 'Registrations' })).toBeInTheDocument();
    const retreat = screen.getByRole('row', { name: /Open Heart Retreat/ });
    const link = await within(retreat).findByRole('link', {
      name: '3 registrations for Open Heart Retreat',
    });
    expect(link).toHaveTextContent('3');
    expect(link).toHaveAttribute('href', '/admin/people/registrations?event=e1');
    // An event nobody registered for is left out of the counts.
    expect(
      within(screen.getByRole('row', { name: /Sunday Meditation/ })).getByRole('link', {
        name: '0 registrations for Sunday Meditation',
      }),
    ).toHaveTextContent('0');

    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/people/registrations?event=e1',
    );
  });

  it('shows confirmed places of the capacity for an event that has one, and its waitlist', async () => {
    mockApi({
      '/api/cms/events': {
        body: { events: [makeEvent({ id: 'e3', title: 'Small Circle', capacity: 12 })] },
      },
      '/api/cms/registrations/counts': { body: { counts: { e3: 12 }, waitlisted: { e3: 2 } } },
    });
    renderWithProviders(<EventsTab />, { url: '/admin', path: '/admin/*' });
    const link = await screen.findByRole('link', {
      name: '12 of 12 places confirmed, 2 on the waitlist for Small Circle',
    });
    expect(link).toHaveTextContent('12/12+2 waiting');
  });

  it('leaves the column blank when the counts cannot be read', async () => {
    const fetchMock = mockApi({
      '/api/cms/events': { body: { events } },
      '/api/cms/registrations/counts': { status: 500, body: { message: 'no' } },
    });
    renderWithProviders(<EventsTab />, { url: '/admin', path: '/admin/*' });
    const retreat = await screen.findByRole('row', { name: /Open Heart Retreat/ });
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/cms/registrations/counts')).toHaveLength(1),
    );
    // No count link (its name starts with the count); the check-in list's link stays.
    expect(within(retreat).queryByRole('link', { name: /^\d/ })).not.toBeInTheDocument();
    expect(
      within(retreat).getByRole('link', {
        name: 'Check-in list for Open Heart Retreat (opens in a new tab)',
      }),
    ).toBeVisible();
    expect(within(retreat).getByRole('button', { name: 'Edit Open Heart Retreat' })).toBeVisible();
  });
});

describe('EventsTab after a change', () => {
  it('asks again for the events other parts list, and for what needs attention', async () => {
    const fetchMock = mockApi({
      '/api/cms/events': { body: { events } },
      '/api/cms/registrations/counts': { body: { counts: {}, waitlisted: {} } },
      [ATTENTION_PATH]: { body: { counts: {}, failedMails: 0, upcomingEvents: [] } },
      'DELETE /api/cms/events/e1': { body: { message: 'Event deleted', trashId: 't1' } },
    });
    // What the registrations tab's event filter and the attention strip read, shown meanwhile.
    function OtherParts() {
      useSWR('/api/cms/events');
      useSWR(ATTENTION_PATH);
      return null;
    }
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <OtherParts />
        <EventsTab />
      </>,
      { url: '/admin', path: '/admin/*' },
    );
    const reads = () => ({
      events: requestsTo(fetchMock, '/api/cms/events').filter((url) => url.search === '').length,
      attention: requestsTo(fetchMock, ATTENTION_PATH).length,
    });
    const retreat = await screen.findByRole('row', { name: /Open Heart Retreat/ });
    await waitFor(() => expect(reads()).toEqual({ events: 1, attention: 1 }));

    await user.click(within(retreat).getByRole('button', { name: /^Delete Open Heart Retreat/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(reads()).toEqual({ events: 2, attention: 2 }));
  });
});
