import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import useSWR from 'swr';
import { ATTENTION_PATH, type ContactMessage } from '@da-boulder/contracts';
import { makeContactMessage } from '@da-boulder/contracts/factories';
import {
  type FakeRequest,
  mockApi,
  renderWithProviders,
  requestsTo,
} from '@da-boulder/shared-ui/testing';
import { pageOf } from '../../testing/people';
import { MessagesTab } from './messages-tab';

const longText = `${'I would love to hear more about the groups. '.repeat(5)}Thank you!`;

function renderTab(url = '/admin/people/messages') {
  return renderWithProviders(<MessagesTab />, { url, path: '/admin/*' });
}

/** A small store the mock API filters by status and changes on PATCH and DELETE. */
function messageStore(initial: ContactMessage[]) {
  let stored = initial;
  return {
    '/api/cms/messages': ({ query }: FakeRequest) => {
      const status = query.get('status');
      const q = query.get('q')?.toLowerCase();
      return {
        body: pageOf(
          'messages',
          stored.filter(
            (m) => (!status || m.status === status) && (!q || m.name.toLowerCase().includes(q)),
          ),
        ),
      };
    },
    'PATCH /api/cms/messages/m1': ({ body }: FakeRequest) => {
      stored = stored.map((m) =>
        m.id === 'm1' ? { ...m, status: (body as { status: ContactMessage['status'] }).status } : m,
      );
      return { body: { message: stored[0] } };
    },
    'DELETE /api/cms/messages/m1': () => {
      stored = stored.filter((m) => m.id !== 'm1');
      return { status: 204 };
    },
  };
}

describe('MessagesTab', () => {
  it('shows held messages under Held, and releases one to open with a toast', async () => {
    const store = messageStore([
      makeContactMessage({ id: 'm1', name: 'Autofill Ann', status: 'spam' }),
      makeContactMessage({ id: 'm2', name: 'Sam Rivers', status: 'open' }),
    ]);
    let released = false;
    const fetchMock = mockApi({
      ...store,
      'POST /api/cms/messages/m1/release': async () => {
        released = true;
        await store['PATCH /api/cms/messages/m1']({
          method: 'PATCH',
          path: '/api/cms/messages/m1',
          query: new URLSearchParams(),
          body: { status: 'open' },
        });
        return { body: { message: 'Message released' } };
      },
    });
    const user = userEvent.setup();
    renderTab();
    const open = await screen.findByRole('row', { name: /Sam Rivers/ });
    expect(within(open).queryByRole('button', { name: /^Release/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Held');
    const row = await screen.findByRole('row', { name: /Autofill Ann/ });
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/people/messages?status=spam');
    expect(row).toHaveTextContent('Held');
    await user.click(
      within(row).getByRole('button', { name: 'Release message from Autofill Ann' }),
    );
    expect(await screen.findByText('Message released')).toBeInTheDocument();
    expect(await screen.findByText('No held messages')).toBeInTheDocument();
    expect(released).toBe(true);
    expect(requestsTo(fetchMock, '/api/cms/messages/m1/release', 'POST')).toHaveLength(1);
  });

  it('shows open messages first, and other statuses through the filter', async () => {
    const fetchMock = mockApi(
      messageStore([
        makeContactMessage({ id: 'm1', name: 'Sam Rivers', status: 'open', message: longText }),
        makeContactMessage({ id: 'm2', name: 'Old Friend', status: 'handled' }),
      ]),
    );
    const user = userEvent.setup();
    renderTab();
    const row = await screen.findByRole('row', { name: /Sam Rivers/ });
    expect(row).toHaveTextContent(`${longText.slice(0, 80)}...`);
    expect(row).toHaveTextContent('Introductory events');
    expect(screen.queryByRole('row', { name: /Old Friend/ })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/cms/messages')[0].searchParams.get('status')).toBe('open');
    expect(screen.getByLabelText('Status')).toHaveValue('open');

    await user.selectOptions(screen.getByLabelText('Status'), 'Handled');
    expect(await screen.findByRole('row', { name: /Old Friend/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/people/messages?status=handled',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'All messages');
    await screen.findByRole('row', { name: /Sam Rivers/ });
    expect(screen.getByRole('row', { name: /Old Friend/ })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/cms/messages').at(-1)!.searchParams.has('status')).toBe(
      false,
    );
  });

  it('opens a message in full with a reply link, and marks it handled', async () => {
    const fetchMock = mockApi(
      messageStore([makeContactMessage({ id: 'm1', name: 'Sam Rivers', message: longText })]),
    );
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'View message from Sam Rivers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Sam Rivers' });
    expect(within(dialog).getByRole('group', { name: 'Message' })).toHaveTextContent(longText);
    expect(within(dialog).getByRole('link', { name: 'sam@example.org' })).toHaveAttribute(
      'href',
      'mailto:sam@example.org',
    );
    expect(within(dialog).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:sam@example.org?subject=Re%3A%20Introductory%20events',
    );
    expect(within(dialog).getByText('Open')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Move back to open' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText('Message marked as handled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/api/cms/messages/m1', 'PATCH')).toHaveLength(1);
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect(JSON.parse(String(init!.body))).toEqual({ status: 'handled' });
    // The list asked again: the message left the open ones.
    expect(await screen.findByText('No open messages')).toBeInTheDocument();
  });

  it('moves a spam message back to open', async () => {
    const fetchMock = mockApi(
      messageStore([makeContactMessage({ id: 'm1', name: 'Sam Rivers', status: 'spam' })]),
    );
    const user = userEvent.setup();
    renderTab('/admin/people/messages?status=spam');
    // A held row's buttons say what each does: view it, or release it as a person's.
    const row = await screen.findByRole('row', { name: /Sam Rivers/ });
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View message', 'Release', '']);
    await user.click(within(row).getByRole('button', { name: 'View message from Sam Rivers' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Mark as spam' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Move back to open' }));
    expect(await screen.findByText('Message moved back to open')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect(JSON.parse(String(init!.body))).toEqual({ status: 'open' });
  });

  it('keeps the dialog open and says so when the change fails', async () => {
    mockApi({
      '/api/cms/messages': { body: pageOf('messages', [makeContactMessage()]) },
      'PATCH /api/cms/messages/m1': { status: 500, body: { message: 'Database unavailable' } },
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'View message from Sam Rivers' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as spam' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('searches, and deletes a message after confirmation', async () => {
    const fetchMock = mockApi(
      messageStore([
        makeContactMessage({ id: 'm1', name: 'Sam Rivers' }),
        makeContactMessage({ id: 'm2', name: 'Kim Lo' }),
      ]),
    );
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('row', { name: /Kim Lo/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'sam{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Kim Lo/ })).not.toBeInTheDocument(),
    );
    expect(requestsTo(fetchMock, '/api/cms/messages').at(-1)!.searchParams.get('q')).toBe('sam');

    await user.click(screen.getByRole('button', { name: 'Delete message from Sam Rivers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete message' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the message from Sam Rivers?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No messages match "sam"')).toBeInTheDocument();
  });
});

describe('MessagesTab shown', () => {
  it('asks again for what needs attention, which counts its messages', async () => {
    const fetchMock = mockApi({
      ...messageStore([makeContactMessage()]),
      [ATTENTION_PATH]: { body: { counts: {}, failedMails: 0, upcomingEvents: [] } },
    });
    // The attention strip, on screen before the list is opened.
    function Strip() {
      const [list, setList] = useState(false);
      useSWR(ATTENTION_PATH);
      return list ? <MessagesTab /> : <button onClick={() => setList(true)}>Messages</button>;
    }
    renderWithProviders(<Strip />, { url: '/admin/people/messages', path: '/admin/*' });
    await waitFor(() => expect(requestsTo(fetchMock, ATTENTION_PATH)).toHaveLength(1));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Messages' }));
    await screen.findByRole('row', { name: /Sam Rivers/ });
    await waitFor(() => expect(requestsTo(fetchMock, ATTENTION_PATH)).toHaveLength(2));
  });
});
