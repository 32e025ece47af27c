import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleContent, type Event } from '@da-boulder/contracts';
import { FUTURE, makeEvent, PAST } from '@da-boulder/contracts/factories';
import { mockApi, pendingApi, type Reply } from '@da-boulder/shared-ui/testing';
import { PAST_EVENTS_KEY, UPCOMING_EVENTS_KEY } from '../../features/events/api/use-events';
import { renderRoute } from '../../testing/render-route';

/** The API's two lists: the upcoming events in display order, the past ones the latest first. */
const eventLists = (upcoming: Event[], past: Event[] = []) =>
  mockApi({
    [UPCOMING_EVENTS_KEY]: { body: { events: upcoming } },
    [PAST_EVENTS_KEY]: { body: { events: past } },
  });

describe('EventsPage', () => {
  it('shows six skeletons while loading', async () => {
    pendingApi();
    renderRoute('/events');
    expect(await screen.findAllByTestId('event-skeleton')).toHaveLength(6);
  });

  it('renders at once with its skeletons, then the events as its loader’s reads arrive', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const upcoming = new Promise<Reply>((resolve) => (answer = resolve));
    mockApi({
      [UPCOMING_EVENTS_KEY]: () => upcoming,
      [PAST_EVENTS_KEY]: { body: { events: [] } },
    });
    renderRoute('/events');
    expect(await screen.findAllByTestId('event-skeleton')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeInTheDocument();
    answer({ body: { events: [makeEvent({ title: 'Arrived' })] } });
    expect(await screen.findByRole('article', { name: 'Arrived' })).toBeInTheDocument();
    expect(screen.queryByTestId('event-skeleton')).not.toBeInTheDocument();
  });

  it('features the first event by sortOrder and lists the rest', async () => {
    eventLists([
      makeEvent({ title: 'Second', slug: 'second', sortOrder: 2 }),
      makeEvent({ title: 'First', sortOrder: 1, description: 'x'.repeat(500) }),
      makeEvent({ title: 'Recurring', sortOrder: 3, isRecurring: true, time: 'Sundays' }),
    ]);
    renderRoute('/events');
    const featured = await screen.findByRole('article', { name: 'First' });
    expect(within(featured).getByText(`${'x'.repeat(400)}...`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'More Upcoming Events' })).toBeInTheDocument();
    const recurring = screen.getByRole('article', { name: 'Recurring' });
    expect(within(recurring).getByText('Ongoing')).toBeInTheDocument();
    expect(within(recurring).getByText('Sundays')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Second' });
    expect(within(second).getByText('Oct')).toBeInTheDocument();
    expect(within(second).getByText('Begins: 10:00 AM')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'View Details of Second' })).toHaveAttribute(
      'href',
      '/events/second',
    );
    expect(screen.getByRole('link', { name: 'Subscribe to Updates' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('the featured event offers registration only when it needs one', async () => {
    eventLists([
      makeEvent({ title: 'Sunday Meditation', slug: 'sunday', registrationNeeded: false }),
      makeEvent({ title: 'Workshop', sortOrder: 1 }),
    ]);
    renderRoute('/events');
    const featured = await screen.findByRole('article', { name: 'Sunday Meditation' });
    expect(within(featured).getByText('No registration needed — just come.')).toBeInTheDocument();
    expect(within(featured).queryByRole('link', { name: /Register/ })).not.toBeInTheDocument();
    expect(
      within(featured).getByRole('link', { name: 'View Details of Sunday Meditation' }),
    ).toHaveAttribute('href', '/events/sunday');
  });

  it('lists past events apart, below the upcoming ones, as the API orders them', async () => {
    eventLists(
      [makeEvent({ title: 'Coming', sortOrder: 1, schedule: FUTURE })],
      [
        makeEvent({
          title: 'Last Year',
          slug: 'last-year',
          sortOrder: 2,
          schedule: { ...PAST, start: '2021-03-01T10:00:00-07:00' },
        }),
        makeEvent({ title: 'Long Ago', slug: 'long-ago', schedule: PAST }),
      ],
    );
    renderRoute('/events');
    expect(await screen.findByRole('article', { name: 'Coming' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Long Ago' })).not.toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past Events' });
    expect(
      within(past)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/events/last-year', '/events/long-ago']);
  });

  it('says none is planned when every event is past, rather than showing the built-in ones', async () => {
    eventLists([], [makeEvent({ title: 'Long Ago', slug: 'long-ago', schedule: PAST })]);
    renderRoute('/events');
    expect(
      await screen.findByText('No upcoming events are planned just now. Please check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(
      within(screen.getByRole('region', { name: 'Past Events' })).getByRole('link', {
        name: 'Long Ago',
      }),
    ).toHaveAttribute('href', '/events/long-ago');
  });

  it('shows the error panel when the request fails', async () => {
    mockApi({ '/api/cms/events': { status: 500, body: { message: 'boom' } } });
    renderRoute('/events');
    expect(await screen.findByText('Unable to load events')).toBeInTheDocument();
    expect(screen.getByText('Please try again later or contact support.')).toBeInTheDocument();
  });

  it('reads further pages only when asked, and stops at the last', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        makeEvent({ title: `Event ${from + index}`, slug: `event-${from + index}` }),
      );
    mockApi({
      [UPCOMING_EVENTS_KEY]: { body: { events: page(1, 2), total: 5, page: 1, pageSize: 2 } },
      [`${UPCOMING_EVENTS_KEY}&page=2`]: {
        body: { events: page(3, 2), total: 5, page: 2, pageSize: 2 },
      },
      [`${UPCOMING_EVENTS_KEY}&page=3`]: {
        body: { events: page(5, 1), total: 5, page: 3, pageSize: 2 },
      },
      [PAST_EVENTS_KEY]: { body: { events: [], total: 0, page: 1, pageSize: 2 } },
    });
    renderRoute('/events');
    await screen.findByRole('article', { name: 'Event 1' });
    expect(screen.queryByRole('article', { name: 'Event 3' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(await screen.findByRole('article', { name: 'Event 4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(await screen.findByRole('article', { name: 'Event 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more events' })).not.toBeInTheDocument();
  });

  it('shows the built-in events when there are no events at all', async () => {
    eventLists([], []);
    renderRoute('/events');
    for (const event of sampleContent.events) {
      expect(await screen.findByRole('article', { name: event.title })).toBeInTheDocument();
    }
  });
});
