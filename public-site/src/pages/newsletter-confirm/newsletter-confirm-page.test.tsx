import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, sentBody } from '@da-boulder/shared-ui/testing';
import { formAction } from '../../exposed/form-actions';
import NewsletterConfirmPage from './newsletter-confirm-page';

const CONFIRM = 'POST /api/newsletter/confirm';
const openLink = (url = '/newsletter/confirm?token=confirm.abc') =>
  renderWithProviders(<NewsletterConfirmPage />, { url, action: formAction(['confirm']) });

describe('NewsletterConfirmPage', () => {
  it('confirms the token as it opens and says so', async () => {
    const fetchMock = mockApi({
      [CONFIRM]: { body: { message: 'Thank you for confirming. You are now subscribed.' } },
    });
    openLink();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Newsletter Subscription' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Confirming your subscription...' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Subscription confirmed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for confirming. You are now subscribed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse past newsletters' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The form as the browser would post it: its token and the empty honeypot.
    expect(sentBody(fetchMock)).toEqual({ token: 'confirm.abc', website: '' });
  });

  it.each([
    [410, 'This link no longer works', 'This confirmation link has expired.'],
    [400, 'This link is invalid', 'This link is invalid. Please open the link from your email.'],
  ])(
    'answers %s with "%s", the reason and a way to subscribe again',
    async (status, title, message) => {
      mockApi({ [CONFIRM]: { status, body: { message } } });
      openLink();
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute(
        'href',
        '/newsletter#subscribe',
      );
      expect(screen.getByRole('link', { name: 'Newsletter archive' })).toHaveAttribute(
        'href',
        '/newsletter',
      );
    },
  );

  it('says a link without its token is incomplete, asking the API nothing', () => {
    const fetchMock = mockApi({});
    openLink('/newsletter/confirm');
    expect(screen.getByRole('heading', { name: 'This link is invalid' })).toBeInTheDocument();
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the API cannot be reached', async () => {
    let calls = 0;
    mockApi({
      [CONFIRM]: () =>
        ++calls === 1 ? { status: 503 } : { body: { message: 'You are now subscribed.' } },
    });
    const user = userEvent.setup();
    openLink();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Subscription confirmed' }),
    ).toBeInTheDocument();
  });
});
