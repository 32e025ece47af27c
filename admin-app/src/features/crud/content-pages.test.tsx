import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeEvent } from '@da-boulder/contracts/factories';
import { mockApi, renderWithProviders, requestsTo } from '@da-boulder/shared-ui/testing';
import { EventsTab } from '../../dashboard/events/events-tab';

// A content list longer than one of the API's pages: the tab pages through it, its page in the
// address, so the 101st event can be seen and edited.
it('pages through a list longer than one answer, its page in the address', async () => {
  const eventsOf = (page: number) =>
    page === 1
      ? Array.from({ length: 100 }, (_, n) => makeEvent({ id: `e${n}`, title: `Event ${n}` }))
      : [makeEvent({ id: 'e100', title: 'Event 100' })];
  const api = mockApi({
    '/api/cms/events': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      return { body: { events: eventsOf(page), total: 101, page, pageSize: 100 } };
    },
    '/api/cms/registrations/counts': { body: { counts: {}, waitlisted: {} } },
  });
  const user = userEvent.setup();
  renderWithProviders(<EventsTab />, { url: '/admin/events', path: '/admin/*' });

  expect(await screen.findByRole('row', { name: /Event 99/ })).toBeInTheDocument();
  expect(screen.queryByRole('row', { name: /Event 100/ })).not.toBeInTheDocument();
  const pages = screen.getByRole('navigation', { name: 'Events pages' });
  expect(pages).toHaveTextContent('Page 1 of 2');

  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('row', { name: /Event 100/ })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/events?page=2');
  expect(requestsTo(api, '/api/cms/events').map((url) => url.search)).toContain(
    '?drafts=include&page=2',
  );
  expect(pages).toHaveTextContent('Page 2 of 2');

  await user.click(screen.getByRole('button', { name: 'Previous page' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/events$/),
  );
  expect(await screen.findByRole('row', { name: /Event 0\b/ })).toBeInTheDocument();
});
