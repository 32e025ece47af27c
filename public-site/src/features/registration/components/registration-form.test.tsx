import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeEvent } from '@da-boulder/contracts/factories';
import { mockApi, renderWithProviders, sentBody } from '@da-boulder/shared-ui/testing';
import { RegistrationForm } from './registration-form';
import { formAction } from '../../../exposed/form-actions';

/** The registration page's action, which the form sends through. */
const action = formAction(['registration']);

const event = makeEvent({ id: 'e1', title: 'Open Heart Workshop', month: 'October', date: '5' });

describe('RegistrationForm', () => {
  // The field shows only while the box is ticked by the page's styles (`:has`), which jsdom does
  // not apply: e2e/public-register.spec.ts sees it in a browser.
  it('sends the group name only while the group box is ticked', async () => {
    const fetchMock = mockApi({
      'POST /api/register': { status: 201, body: { message: 'Registered', registration: {} } },
    });
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm event={event} />, { url: '/register/x', action });
    await user.type(screen.getByLabelText(/Full name/), 'Dana Smith');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.org');
    await user.click(screen.getByLabelText('I am in a Diamond Heart group'));
    await user.type(screen.getByLabelText(/Diamond Heart group name/), 'Diamond Heart Ten');
    await user.click(screen.getByLabelText('I am in a Diamond Heart group'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toMatchObject({
      inDiamondHeartGroup: false,
      diamondHeartGroupName: '',
    });
  });

  it('shows the SPEC messages on submit and sends nothing', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm event={event} />, { action });
    await user.type(screen.getByLabelText(/Full name/), 'D');
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers, toasts and goes to /events', async () => {
    const fetchMock = mockApi({
      'POST /api/register': { status: 201, body: { message: 'Registered', registration: {} } },
    });
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm event={event} />, { url: '/register/x', action });
    await user.type(screen.getByLabelText(/Full name/), 'Dana Smith');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.org');
    await user.click(screen.getByLabelText('I am in a Diamond Heart group'));
    await user.type(screen.getByLabelText(/Diamond Heart group name/), 'Diamond Heart Ten');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have been registered for the event. Check your email for confirmation.',
      ),
    ).toBeInTheDocument();
    // The move to /events is a navigation in a transition: it may land a render after the toast.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/events'));
    expect(sentBody(fetchMock)).toMatchObject({
      eventId: 'e1',
      name: 'Dana Smith',
      email: 'dana@example.org',
      inDiamondHeartGroup: true,
      diamondHeartGroupName: 'Diamond Heart Ten',
      eventTitle: 'Open Heart Workshop',
      eventDate: 'October 5',
    });
  });

  it('toasts a failure with the server message', async () => {
    mockApi({ 'POST /api/register': { status: 404, body: { message: 'Event not found' } } });
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm event={event} />, { url: '/register/x', action });
    await user.type(screen.getByLabelText(/Full name/), 'Dana Smith');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.org');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('Event not found')).toBeInTheDocument();
  });

  it('says, instead of the success, that a full event took the registration on its waitlist', async () => {
    mockApi({
      'POST /api/register': {
        status: 201,
        body: { status: 'waitlisted', message: 'On the waitlist', registration: {} },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm event={event} />, { url: '/register/x', action });
    await user.type(screen.getByLabelText(/Full name/), 'Dana Smith');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.org');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You are on the waitlist')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The event is full, so you are on its waitlist. Check your email for details.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Registration Successful')).not.toBeInTheDocument();
  });
});
