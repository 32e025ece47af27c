import { screen, within } from '@testing-library/react';
import { FUTURE, makeEvent, PAST } from '@da-boulder/contracts/factories';
import { mockApi } from '@da-boulder/shared-ui/testing';
import { renderRoute } from '../../testing/render-route';

function openRegistration(overrides: Parameters<typeof makeEvent>[0]) {
  const event = makeEvent({ slug: 'the-event', title: 'The Event', ...overrides });
  mockApi({ '/api/events/slug/the-event': { body: { event } } });
  renderRoute('/register/the-event');
}

describe('RegisterPage', () => {
  it('takes registrations for an event that needs them', async () => {
    openRegistration({});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register for The Event' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Register for The Event' })).toBeInTheDocument();
  });

  it('explains, instead of showing the form, that an event needs no registration', async () => {
    openRegistration({ title: 'Sunday Meditation', registrationNeeded: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunday Meditation' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No registration needed — just come.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About this event' })).toHaveAttribute(
      'href',
      '/events/the-event',
    );
  });

  it('shows, instead of the form, that a past event has taken place', async () => {
    openRegistration({ schedule: PAST });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Event' })).toBeInTheDocument();
    expect(screen.getByText('This event has taken place.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About this event' })).toHaveAttribute(
      'href',
      '/events/the-event',
    );
  });

  it('says a full event takes registrations on its waitlist', async () => {
    openRegistration({ schedule: FUTURE, capacity: 12, placesLeft: 0 });
    expect(await screen.findByText('Full: join the waitlist')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Register for The Event' });
    expect(screen.getByText(/This event is full\. .* join its waitlist/)).toBeInTheDocument();
    expect(screen.queryByText(/reserve your place/)).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Join the Waitlist' })).toBeInTheDocument();
  });

  it('says the event was not found, for registering, when the API knows no such event', async () => {
    mockApi({ '/api/events/slug/gone': { status: 404 } });
    renderRoute('/register/gone');
    expect(
      await screen.findByText(
        "We couldn't find the event you're trying to register for. It may have been removed or the link is incorrect.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('toasts Failed to fetch event when the read fails', async () => {
    mockApi({ '/api/events/slug/the-event': { status: 502 } });
    renderRoute('/register/the-event');
    expect(await screen.findByText('Failed to fetch event')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Event Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
