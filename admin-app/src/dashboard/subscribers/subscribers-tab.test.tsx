import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSubscriber } from '@da-boulder/contracts/factories';
import {
  type FakeRequest,
  mockApi,
  renderWithProviders,
  requestsTo,
} from '@da-boulder/shared-ui/testing';
import { heldListRoutes, pageOf } from '../../testing/people';
import { SubscribersTab } from './subscribers-tab';

const lee = makeSubscriber({ id: 's1', email: 'lee@example.org', status: 'confirmed' });
const kai = makeSubscriber({
  id: 's2',
  email: 'kai@example.org',
  name: '',
  status: 'pending',
  confirmedAt: null,
});

function renderTab(url = '/admin/people/subscribers') {
  return renderWithProviders(<SubscribersTab />, { url, path: '/admin/*' });
}

describe('SubscribersTab', () => {
  it('lists subscribers, filters by status and exports what the filter says', async () => {
    const fetchMock = mockApi({
      '/api/cms/subscribers': ({ query }: FakeRequest) => ({
        body: pageOf(
          'subscribers',
          [lee, kai].filter((s) => !query.get('status') || s.status === query.get('status')),
        ),
      }),
    });
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByRole('row', { name: /lee@example.org/ })).toHaveTextContent(
      'Confirmed',
    );
    const kaiRow = screen.getByRole('row', { name: /kai@example.org/ });
    expect(kaiRow).toHaveTextContent('Waiting for confirmation');
    expect(within(kaiRow).getAllByRole('cell')[1]).toHaveTextContent('-');
    expect(screen.getByText('2 subscribers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export confirmed as CSV' })).toHaveAttribute(
      'href',
      '/api/cms/subscribers/export.csv',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'Waiting for confirmation');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /lee@example.org/ })).not.toBeInTheDocument(),
    );
    expect(requestsTo(fetchMock, '/api/cms/subscribers').at(-1)!.searchParams.get('status')).toBe(
      'pending',
    );
    expect(screen.getByRole('link', { name: 'Export waiting as CSV' })).toHaveAttribute(
      'href',
      '/api/cms/subscribers/export.csv?status=pending',
    );
  });

  it('searches by name or email', async () => {
    const fetchMock = mockApi({
      '/api/cms/subscribers': { body: pageOf('subscribers', [lee]) },
    });
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('row', { name: /lee@example.org/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'lee@');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/cms/subscribers').at(-1)!.searchParams.get('q')).toBe(
        'lee@',
      ),
    );
  });

  it('deletes a subscriber after confirmation', async () => {
    let stored = [lee, kai];
    mockApi({
      '/api/cms/subscribers': () => ({ body: pageOf('subscribers', stored) }),
      'DELETE /api/cms/subscribers/s2': () => {
        stored = [lee];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(
      await screen.findByRole('button', { name: 'Delete subscriber kai@example.org' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete subscriber' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the subscriber kai@example.org?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Subscriber deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('1 subscriber')).toBeInTheDocument();
  });

  it('shows what the spam trap held under Held, and releases one with a toast', async () => {
    const held = makeSubscriber({
      id: 's3',
      email: 'autofill@example.org',
      status: 'pending',
      held: true,
      confirmedAt: null,
    });
    const fetchMock = mockApi(heldListRoutes('subscribers', [lee, held], 'Subscriber released'));
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('row', { name: /lee@example.org/ });
    expect(screen.queryByRole('row', { name: /autofill@example.org/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Held');
    const row = await screen.findByRole('row', { name: /autofill@example.org/ });
    expect(row).toHaveTextContent('Held');
    const asked = requestsTo(fetchMock, '/api/cms/subscribers').at(-1)!.searchParams;
    expect([asked.get('held'), asked.has('status')]).toEqual(['true', false]);
    await user.click(
      within(row).getByRole('button', { name: 'Release subscriber autofill@example.org' }),
    );
    expect(await screen.findByText('Subscriber released')).toBeInTheDocument();
    expect(await screen.findByText('No held subscribers')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/cms/subscribers/s3/release', 'POST')).toHaveLength(1);
  });

  it('tells when a release fails', async () => {
    mockApi({
      '/api/cms/subscribers': {
        body: pageOf('subscribers', [makeSubscriber({ id: 's3', held: true, status: 'pending' })]),
      },
      'POST /api/cms/subscribers/s3/release': {
        status: 409,
        body: { message: 'Subscriber is not held' },
      },
    });
    const user = userEvent.setup();
    renderTab('/admin/people/subscribers?status=held');
    await user.click(
      await screen.findByRole('button', { name: 'Release subscriber lee@example.org' }),
    );
    expect(await screen.findByText('Subscriber is not held')).toBeInTheDocument();
  });

  it("lists the held ones at the attention strip's address, and the filter writes it", async () => {
    const fetchMock = mockApi({
      '/api/cms/subscribers': ({ query }: FakeRequest) => ({
        body: pageOf(
          'subscribers',
          query.get('held') === 'true' ? [makeSubscriber({ id: 's3', held: true })] : [lee, kai],
        ),
      }),
    });
    const user = userEvent.setup();
    renderTab('/admin/people/subscribers?held=true');
    expect(await screen.findByText('1 subscriber')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('held');
    expect(requestsTo(fetchMock, '/api/cms/subscribers').at(-1)!.searchParams.get('held')).toBe(
      'true',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'Confirmed');
    expect(await screen.findByText('2 subscribers')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/admin\/people\/subscribers\?status=confirmed$/,
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'Held');
    expect(await screen.findByText('1 subscriber')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/admin\/people\/subscribers\?held=true$/,
    );
  });

  it('says when nobody has subscribed', async () => {
    mockApi({ '/api/cms/subscribers': { body: pageOf('subscribers', []) } });
    renderTab();
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
  });
});
