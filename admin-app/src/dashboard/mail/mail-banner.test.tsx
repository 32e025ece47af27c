import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { MailOverview } from '@da-boulder/contracts';
import { makeOutboxMessage } from '@da-boulder/contracts/factories';
import { mockApi, renderWithProviders, requestsTo } from '@da-boulder/shared-ui/testing';
import { MAIL_POLL_MS, MailBanner } from './mail-banner';

function overview(overrides: Partial<MailOverview> = {}): MailOverview {
  return {
    pending: 0,
    failed: 0,
    lastSentAt: '2026-03-04T16:00:00.000Z',
    messages: [],
    total: 0,
    page: 1,
    pageSize: 25,
    ...overrides,
  };
}

const failing = makeOutboxMessage({
  id: 'o9',
  to: ['events@example.org'],
  subject: 'New registration: Jane Doe',
  status: 'failed',
  attempts: 20,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
});

describe('MailBanner', () => {
  it('shows nothing while mail goes out', async () => {
    const fetchMock = mockApi({ '/api/cms/mail': { body: overview() } });
    renderWithProviders(<MailBanner />);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/cms/mail')).toHaveLength(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Show unsent mail' })).not.toBeInTheDocument();
  });

  it('shows nothing when the outbox cannot be read', async () => {
    const fetchMock = mockApi({ '/api/cms/mail': { status: 500, body: { message: 'no' } } });
    renderWithProviders(<MailBanner />);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/cms/mail')).toHaveLength(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says how much mail failed and why, lists it and retries it', async () => {
    let failed = 3;
    const fetchMock = mockApi({
      '/api/cms/mail': () => ({
        body: overview({
          failed,
          messages: failed ? [failing] : [],
          total: failed,
        }),
      }),
      'POST /api/cms/mail/o9/retry': () => {
        failed = 0;
        return { body: { message: 'ok' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MailBanner />);
    expect(
      await screen.findByText('3 messages could not be sent: connect ECONNREFUSED 127.0.0.1:2525'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show unsent mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsent mail' });
    const row = await within(dialog).findByRole('row', { name: /New registration: Jane Doe/ });
    expect(row).toHaveTextContent('Could not be sent');
    expect(row).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:2525');
    expect(within(dialog).getByText(/0 waiting, 3 could not be sent; last sent/)).toBeVisible();

    await user.click(
      within(row).getByRole('button', {
        name: 'Retry "New registration: Jane Doe" to events@example.org',
      }),
    );
    expect(await screen.findByText('Sending "New registration: Jane Doe" again')).toBeVisible();
    expect(requestsTo(fetchMock, '/api/cms/mail/o9/retry', 'POST')).toHaveLength(1);
    // The outbox is read again: the banner goes once nothing has failed.
    await waitFor(() =>
      expect(screen.queryByText(/could not be sent: connect/)).not.toBeInTheDocument(),
    );
  });

  it('opens the unsent mail at its own address (?mail=unsent), and closing it leaves it', async () => {
    mockApi({ '/api/cms/mail': { body: overview({ failed: 1, messages: [failing], total: 1 }) } });
    const user = userEvent.setup();
    renderWithProviders(<MailBanner />, { url: '/admin?mail=unsent' });
    const dialog = await screen.findByRole('dialog', { name: 'Unsent mail' });
    expect(await within(dialog).findByRole('row', { name: /New registration/ })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
    expect(screen.queryByRole('dialog', { name: 'Unsent mail' })).not.toBeInTheDocument();
  });

  it('looks at the outbox again when the window gets focus', async () => {
    let pending = 0;
    const fetchMock = mockApi({
      '/api/cms/mail': () => ({
        body: overview({
          pending,
          messages: pending
            ? [
                makeOutboxMessage({
                  status: 'pending',
                  attempts: 1,
                  lastError: 'Connection timeout',
                }),
              ]
            : [],
        }),
      }),
    });
    // SWR takes focus as a reason to ask again only seconds after the last time; no test waits.
    renderWithProviders(
      <SWRConfig value={{ dedupingInterval: 0, focusThrottleInterval: 0 }}>
        <MailBanner />
      </SWRConfig>,
    );
    await waitFor(() => expect(requestsTo(fetchMock, '/api/cms/mail')).toHaveLength(1));
    pending = 2;
    window.dispatchEvent(new Event('focus'));
    expect(
      await screen.findByText(
        '2 messages could not be sent yet and will be tried again: Connection timeout',
      ),
    ).toBeInTheDocument();
  });

  it('looks at the outbox again every minute', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = mockApi({ '/api/cms/mail': { body: overview() } });
      renderWithProviders(<MailBanner />);
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(requestsTo(fetchMock, '/api/cms/mail')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(MAIL_POLL_MS - 1000));
      expect(requestsTo(fetchMock, '/api/cms/mail')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(requestsTo(fetchMock, '/api/cms/mail')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
