import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminTestimonial, TrashItem } from '@da-boulder/contracts';
import { makeTestimonial } from '@da-boulder/contracts/factories';
import {
  mockApi,
  renderWithProviders,
  requestsTo,
  type FakeRequest,
} from '@da-boulder/shared-ui/testing';
import { TestimonialsTab } from '../testimonials/testimonials-tab';
import { TrashView } from './trash-view';

/** Issue 48: a delete goes to the trash, undone from its toast or restored from the trash. */

/** The `n`th deleted event, as the trash lists it. */
const item = (n: number): TrashItem => ({
  id: `p${n}`,
  kind: 'events',
  title: `Retreat ${n}`,
  deletedAt: '2026-11-20T17:00:00.000Z',
  deletedBy: 'ruth',
});

describe('the trash', () => {
  it('offers "Undo" on the delete toast, which puts the item back', async () => {
    const dana = makeTestimonial({ id: 't1', name: 'Dana' });
    let testimonials: AdminTestimonial[] = [dana];
    const api = mockApi({
      '/api/cms/testimonials': () => ({ body: { testimonials } }),
      'DELETE /api/cms/testimonials/t1': () => {
        testimonials = [];
        return { body: { message: 'Testimonial deleted', trashId: 'x1' } };
      },
      'POST /api/cms/trash/x1/restore': () => {
        testimonials = [dana];
        return { body: { message: 'Testimonial from Dana restored', kind: 'testimonials' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsTab />);
    const row = await screen.findByRole('row', { name: /Dana/ });
    await user.click(within(row).getByRole('button', { name: 'Delete testimonial from Dana' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Dana/ })).not.toBeInTheDocument(),
    );

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Testimonial from Dana restored')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Dana/ })).toBeInTheDocument();
    expect(requestsTo(api, '/api/cms/trash/x1/restore', 'POST')).toHaveLength(1);
  });

  it('lists what was deleted, by whom and when, and restores one', async () => {
    let items: TrashItem[] = [
      {
        id: 'x2',
        kind: 'teachers',
        title: 'Lena Hoffmann',
        deletedAt: '2026-11-20T17:00:00.000Z',
        deletedBy: 'ruth',
      },
    ];
    const api = mockApi({
      '/api/cms/trash': () => ({ body: { items, total: items.length, page: 1, pageSize: 25 } }),
      'POST /api/cms/trash/x2/restore': () => {
        items = [];
        return { body: { message: 'Lena Hoffmann restored', kind: 'teachers' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TrashView />);
    const row = await screen.findByRole('row', { name: /Lena Hoffmann/ });
    expect(row).toHaveTextContent('Teacher');
    expect(row).toHaveTextContent('ruth');
    expect(row).toHaveTextContent('Nov 20, 2026, 10:00 AM');

    await user.click(within(row).getByRole('button', { name: 'Restore Lena Hoffmann' }));
    expect(await screen.findByText('Lena Hoffmann restored')).toBeInTheDocument();
    expect(await screen.findByText('The trash is empty')).toBeInTheDocument();
    expect(requestsTo(api, '/api/cms/trash/x2/restore', 'POST')).toHaveLength(1);
    // Its Restore button went with its row: the keyboard's place is the heading, not the start.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Trash' })).toHaveFocus());
  });

  it('shows a page at a time, its page in the address', async () => {
    const api = mockApi({
      '/api/cms/trash': ({ query }: FakeRequest) => {
        const page = Number(query.get('page') ?? 1);
        return { body: { items: [item(page)], total: 30, page, pageSize: 25 } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TrashView />, { url: '/admin/trash' });
    await screen.findByRole('row', { name: /Retreat 1/ });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('row', { name: /Retreat 2/ });
    expect(requestsTo(api, '/api/cms/trash').at(-1)!.searchParams.get('page')).toBe('2');
  });

  it('moves to the new last page when a restore empties the one shown', async () => {
    let total = 26;
    mockApi({
      '/api/cms/trash': ({ query }: FakeRequest) => {
        const page = Number(query.get('page') ?? 1);
        const items = page === 1 ? [item(1)] : total > 25 ? [item(26)] : [];
        return { body: { items, total, page, pageSize: 25 } };
      },
      'POST /api/cms/trash/p26/restore': () => {
        total = 25;
        return { body: { message: 'Retreat 26 restored', kind: 'events' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TrashView />, { url: '/admin/trash?page=2' });
    await user.click(await screen.findByRole('button', { name: 'Restore Retreat 26' }));
    expect(await screen.findByRole('row', { name: /Retreat 1/ })).toBeInTheDocument();
  });
});
