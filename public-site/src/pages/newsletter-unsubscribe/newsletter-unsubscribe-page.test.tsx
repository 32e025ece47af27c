import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALREADY_UNSUBSCRIBED } from '@da-boulder/contracts';
import { mockApi, renderWithProviders, sentBody } from '@da-boulder/shared-ui/testing';
import { formAction } from '../../exposed/form-actions';
import NewsletterUnsubscribePage from './newsletter-unsubscribe-page';

const UNSUBSCRIBE = 'POST /api/newsletter/unsubscribe';
const openLink = (url = '/newsletter/unsubscribe?token=unsubscribe.abc') =>
  renderWithProviders(<NewsletterUnsubscribePage />, { url, action: formAction(['unsubscribe']) });

describe('NewsletterUnsubscribePage', () => {
  it('unsubscribes only when the button is pressed', async () => {
    const fetchMock = mockApi({
      [UNSUBSCRIBE]: { body: { message: 'You will receive no more newsletters from us.' } },
    });
    const user = userEvent.setup();
    openLink();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Stop receiving our newsletter?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Keep my subscription' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'You have been unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You will receive no more newsletters from us.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute(
      'href',
      '/newsletter#subscribe',
    );
    // The form as the browser would post it: its token and the empty honeypot.
    expect(sentBody(fetchMock)).toEqual({ token: 'unsubscribe.abc', website: '' });
  });

  it.each([
    [410, 'Already unsubscribed', ALREADY_UNSUBSCRIBED],
    // Any other 410 (an API from before unsubscribe links stopped expiring) is not "already".
    [
      410,
      'This link no longer works',
      'This unsubscribe link has expired. Please use the link in our most recent newsletter.',
    ],
    [400, 'This link is invalid', 'This link is invalid. Please open the link from your email.'],
  ])('answers %s with "%s", the reason and a way back', async (status, title, message) => {
    mockApi({ [UNSUBSCRIBE]: { status, body: { message } } });
    const user = userEvent.setup();
    openLink();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newsletter archive' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says a link without its token is incomplete, with no button to press', () => {
    mockApi({});
    openLink('/newsletter/unsubscribe');
    expect(screen.getByRole('heading', { name: 'This link is invalid' })).toBeInTheDocument();
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('keeps the button, with a message, when the API cannot be reached', async () => {
    let calls = 0;
    mockApi({
      [UNSUBSCRIBE]: () =>
        ++calls === 1 ? { status: 503 } : { body: { message: 'You have been unsubscribed.' } },
    });
    const user = userEvent.setup();
    openLink();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not unsubscribe you just now. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'You have been unsubscribed' }),
    ).toBeInTheDocument();
  });
});
