import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FUTURE, makeEvent, makeTeacher, PAST } from '@da-boulder/contracts/factories';
import { mockApi } from '@da-boulder/shared-ui/testing';
import { renderRoute } from '../../testing/render-route';

const teacher = makeTeacher({ name: 'David Okafor', title: 'Senior Teacher', imageUrl: '' });

function showEvent(overrides: Parameters<typeof makeEvent>[0]) {
  const event = makeEvent({ slug: 'the-event', title: 'The Event', ...overrides });
  mockApi({ '/api/events/slug/the-event': { body: { event } } });
  renderRoute('/events/the-event');
}

describe('EventDetailPage', () => {
  it('offers registration for an event that needs it', async () => {
    showEvent({});
    const register = await screen.findByRole('link', { name: 'Register for This Event' });
    expect(register).toHaveAttribute('href', '/register/the-event');
    expect(screen.queryByText('No registration needed — just come.')).not.toBeInTheDocument();
  });

  it('says so, in place of the button, when no registration is needed', async () => {
    showEvent({ title: 'Sunday Meditation', registrationNeeded: false });
    const details = await screen.findByRole('complementary', { name: 'Event details' });
    expect(within(details).getByText('No registration needed — just come.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Register/ })).not.toBeInTheDocument();
  });

  it('names each teacher card by the teacher and what it opens, never by the photo stand-in', async () => {
    const user = userEvent.setup();
    showEvent({ teacherProfileIds: [teacher.id], teacherProfiles: [teacher] });
    const card = await screen.findByRole('button', {
      name: 'David Okafor Senior Teacher View profile',
    });
    expect(card).toHaveAttribute('aria-haspopup', 'dialog');
    // The placeholder is decoration inside the button: no image, no 'No photo available' name.
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    await user.click(card);
    expect(await screen.findByRole('dialog', { name: 'David Okafor' })).toBeInTheDocument();
  });

  it('says a past event has taken place, with no Register button', async () => {
    showEvent({ schedule: PAST, capacity: 10, placesLeft: 2 });
    const details = await screen.findByRole('complementary', { name: 'Event details' });
    expect(within(details).getByText('This event has taken place.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Register/ })).not.toBeInTheDocument();
    expect(screen.queryByText('2 places left')).not.toBeInTheDocument();
  });

  it.each([
    ['cancelled', 'This event has been cancelled'],
    ['postponed', 'This event has been postponed'],
  ] as const)('says a %s event is so, with no Register button', async (status, notice) => {
    showEvent({ schedule: FUTURE, status, capacity: 10, placesLeft: 2 });
    const heading = await screen.findByRole('heading', { level: 1, name: 'The Event' });
    expect(within(heading.parentElement!).getByText(notice)).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Event details' });
    expect(within(details).getByText(`${notice}: registration is closed.`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Register/ })).not.toBeInTheDocument();
    expect(screen.queryByText('2 places left')).not.toBeInTheDocument();
  });

  it.each([
    [3, '3 places left', 'Register for This Event'],
    [1, '1 place left', 'Register for This Event'],
    [0, 'Full: join the waitlist', 'Join the Waitlist'],
  ])('with %s places left says "%s" beside "%s"', async (placesLeft, text, button) => {
    showEvent({ schedule: FUTURE, capacity: 20, placesLeft });
    const details = await screen.findByRole('complementary', { name: 'Event details' });
    expect(within(details).getByText(text)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: button })).toHaveAttribute(
      'href',
      '/register/the-event',
    );
  });

  it('says nothing of places while many are left', async () => {
    showEvent({ schedule: FUTURE, capacity: 20, placesLeft: 6 });
    await screen.findByRole('link', { name: 'Register for This Event' });
    expect(screen.queryByText(/places? left|Full/)).not.toBeInTheDocument();
  });

  it('shows the event’s own title in the head', async () => {
    showEvent({ title: 'Open Heart' });
    await screen.findByRole('heading', { level: 1, name: 'Open Heart' });
    await waitFor(() => expect(document.title).toMatch(/^Open Heart/));
  });

  it('is the route’s Event Not Found when the API knows no such event (its loader’s 404)', async () => {
    mockApi({ '/api/events/slug/gone': { status: 404, body: { message: 'Event not found' } } });
    renderRoute('/events/gone');
    expect(await screen.findByRole('heading', { name: 'Event Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't find the event you're looking for. It may have been removed or the link is incorrect.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
    expect(screen.queryByText('Failed to fetch event')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Event Not Found/));
  });

  it('toasts Failed to fetch event and says Event Not Found when the read fails (its loader’s 503)', async () => {
    mockApi({ '/api/events/slug/the-event': { status: 500, body: { message: 'boom' } } });
    renderRoute('/events/the-event');
    expect(await screen.findByRole('heading', { name: 'Event Not Found' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch event')).toBeInTheDocument();
  });
});
