import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockApi,
  renderWithProviders,
  sentBody,
  SPAM_TRAP_OF_A_PERSON,
} from '@da-boulder/shared-ui/testing';
import { ArchiveSubscribeForm } from './archive-subscribe-form';
import { HomeNewsletterForm } from './home-newsletter-form';
import { formAction } from '../../../exposed/form-actions';

/** The action of a page with the subscribe form, which the forms send through. */
const action = formAction(['subscribe']);

describe('ArchiveSubscribeForm', () => {
  it('rejects an invalid email with the SPEC message', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<ArchiveSubscribeForm />, { action });
    await user.type(screen.getByLabelText(/Email/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes, toasts and shows the thank-you card', async () => {
    const fetchMock = mockApi({
      'POST /api/newsletter/subscribe': { status: 201, body: { message: 'Subscribed' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ArchiveSubscribeForm />, { action });
    await user.type(screen.getByLabelText(/Name/), 'Dana');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription successful!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for subscribing to our newsletter.')).toBeInTheDocument();
    // The card takes the pressed button's place, and its focus.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Thank you for subscribing!' })).toHaveFocus(),
    );
    expect(
      screen.getByText('Please check your inbox to confirm your subscription.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({
      email: 'dana@example.org',
      name: 'Dana',
      ...SPAM_TRAP_OF_A_PERSON,
    });
  });

  it('toasts a failure', async () => {
    mockApi({ 'POST /api/newsletter/subscribe': { status: 500 } });
    const user = userEvent.setup();
    renderWithProviders(<ArchiveSubscribeForm />, { action });
    await user.type(screen.getByLabelText(/Email/), 'dana@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  });
});

describe('HomeNewsletterForm', () => {
  afterEach(() => jest.useRealTimers());

  it('subscribes, says Subscribed! with the button held and focused, then resets; asks to confirm', async () => {
    jest.useFakeTimers();
    const fetchMock = mockApi({
      'POST /api/newsletter/subscribe': { status: 201, body: { message: 'Subscribed' } },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<HomeNewsletterForm />, { action });
    await user.type(screen.getByLabelText(/Email address/), 'dana@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const confirmation = await screen.findByRole('button', { name: 'Subscribed!' });
    // Held as sending holds it (aria-disabled), not `disabled`: a browser moves focus off that.
    expect(confirmation).toHaveAttribute('aria-disabled', 'true');
    expect(confirmation).not.toHaveAttribute('aria-busy');
    expect(confirmation).toHaveFocus();
    await user.click(confirmation);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Please check your inbox to confirm your subscription.',
    );
    expect(sentBody(fetchMock)).toEqual({ email: 'dana@example.org', ...SPAM_TRAP_OF_A_PERSON });

    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Please check your inbox to confirm your subscription.',
    );
  });
});
