import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, requestsTo, sentBody } from '@da-boulder/shared-ui/testing';
import { formAction } from '../../exposed/form-actions';
import { renderRoute } from '../../testing/render-route';
import RegistrationCancelPage from './registration-cancel-page';

const CANCEL = 'POST /api/registrations/cancel';
const openLink = (url = '/registrations/cancel?token=cancel.abc') =>
  renderWithProviders(<RegistrationCancelPage />, {
    url,
    action: formAction(['cancel-registration']),
  });

describe('RegistrationCancelPage', () => {
  it('cancels only when the button is pressed', async () => {
    const fetchMock = mockApi({
      [CANCEL]: { body: { message: 'Your registration for Open Heart is cancelled.' } },
    });
    const user = userEvent.setup();
    openLink();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel registration' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cancel your registration?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Keep my place' })).toHaveAttribute('href', '/events');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
    expect(
      await screen.findByRole('heading', { name: 'Your registration is cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your registration for Open Heart is cancelled.')).toBeInTheDocument();
    // The form as the browser would post it: its token and the empty honeypot.
    expect(sentBody(fetchMock)).toEqual({ token: 'cancel.abc', website: '' });
  });

  /** The link's page as its route reads it: the API's answer for what the link names. */
  const openNamed = (status: string) => {
    mockApi({
      '/api/registrations/cancel?token=cancel.abc': {
        body: {
          registration: { eventTitle: 'Open Heart', eventDate: 'March 7, 2031', status },
        },
      },
    });
    renderRoute('/registrations/cancel?token=cancel.abc');
  };

  it('names the event the registration is for, or its waitlist', async () => {
    openNamed('confirmed');
    expect(await screen.findByText(/You are registered for/)).toHaveTextContent(
      'You are registered for Open Heart, March 7, 2031.',
    );
    expect(screen.getByRole('button', { name: 'Cancel registration' })).toBeVisible();
    document.body.innerHTML = '';
    openNamed('waitlisted');
    expect(await screen.findByText(/You are on the waitlist for/)).toHaveTextContent(
      'You are on the waitlist for Open Heart, March 7, 2031.',
    );
    expect(screen.getByText(/we will take you off the waitlist/)).toBeVisible();
  });

  it.each([
    [400, 'This link is invalid', 'This link is invalid. Please open the link from your email.'],
    [410, 'Already cancelled', 'This registration no longer exists.'],
  ])(
    'says a link the API refuses (%s) is "%s" as it opens, with no button',
    async (status, title, message) => {
      const api = mockApi({
        '/api/registrations/cancel?token=cancel.abc': { status, body: { message } },
      });
      renderRoute('/registrations/cancel?token=cancel.abc');
      expect(await screen.findByRole('heading', { name: title })).toBeVisible();
      expect(screen.getByText(message)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Cancel registration' })).not.toBeInTheDocument();
      expect(requestsTo(api, '/api/registrations/cancel', 'POST')).toHaveLength(0);
    },
  );

  it('says a registration cancelled already is, with no button to press', async () => {
    openNamed('cancelled');
    expect(await screen.findByRole('heading', { name: 'Already cancelled' })).toBeVisible();
    expect(screen.getByText(/is already cancelled/)).toHaveTextContent(
      'Your registration for Open Heart, March 7, 2031, is already cancelled.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel registration' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upcoming events' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it.each([
    [410, 'Already cancelled', 'This registration is already cancelled.'],
    [400, 'This link is invalid', 'This link is invalid. Please open the link from your email.'],
  ])('answers %s with "%s", the reason and a way on', async (status, title, message) => {
    mockApi({ [CANCEL]: { status, body: { message } } });
    const user = userEvent.setup();
    openLink();
    await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upcoming events' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(screen.queryByRole('button', { name: 'Cancel registration' })).not.toBeInTheDocument();
  });

  it('says a link without its token is incomplete, with no button to press', () => {
    mockApi({});
    openLink('/registrations/cancel');
    expect(screen.getByRole('heading', { name: 'This link is invalid' })).toBeInTheDocument();
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel registration' })).not.toBeInTheDocument();
  });

  it('keeps the button, with a message, when the API cannot be reached', async () => {
    let calls = 0;
    mockApi({
      [CANCEL]: () =>
        ++calls === 1 ? { status: 503 } : { body: { message: 'Your registration is cancelled.' } },
    });
    const user = userEvent.setup();
    openLink();
    await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not cancel your registration just now. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
    expect(
      await screen.findByRole('heading', { name: 'Your registration is cancelled' }),
    ).toBeInTheDocument();
  });
});
