import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Newsletter } from '@da-boulder/contracts';
import { makeNewsletter } from '@da-boulder/contracts/factories';
import { mockApi, renderWithProviders, requestsTo } from '@da-boulder/shared-ui/testing';
import { NewslettersTab } from '../../dashboard/newsletters/newsletters-tab';

/** Issue 48: newsletters (as events and webinars) can be saved as drafts, marked and published. */

describe('drafts in the dashboard', () => {
  it('lists drafts marked, publishes one, and saves a new one as a draft', async () => {
    let newsletters: Newsletter[] = [
      makeNewsletter({ id: 'n1', month: 'May', year: 2026, published: false }),
      makeNewsletter({ id: 'n2', month: 'April', year: 2026 }),
    ];
    const created: unknown[] = [];
    const api = mockApi({
      '/api/cms/newsletters?drafts=include': () => ({ body: { newsletters } }),
      'POST /api/cms/newsletters/n1/publish': () => {
        newsletters = newsletters.map((item) => ({ ...item, published: true }));
        return { body: { newsletter: newsletters[0] } };
      },
      'POST /api/cms/newsletters': ({ body }) => {
        created.push(body);
        return { status: 201, body: { newsletter: { ...makeNewsletter(), ...(body as object) } } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<NewslettersTab />);

    const draft = await screen.findByRole('row', { name: /May 2026/ });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    const published = screen.getByRole('row', { name: /April 2026/ });
    expect(within(published).queryByText('Draft')).not.toBeInTheDocument();
    expect(within(published).queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument();

    await user.click(within(draft).getByRole('button', { name: 'Publish May 2026 newsletter' }));
    expect(await screen.findByText('Newsletter published')).toBeInTheDocument();
    await waitFor(() => expect(within(draft).queryByText('Draft')).not.toBeInTheDocument());
    expect(requestsTo(api, '/api/cms/newsletters/n1/publish', 'POST')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Add New Newsletter' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/^Month/), 'June');
    await user.clear(within(dialog).getByLabelText(/^Year/));
    await user.type(within(dialog).getByLabelText(/^Year/), '2026');
    await user.type(within(dialog).getByLabelText(/^Link/), 'https://example.org/june');
    await user.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ month: 'June', year: 2026, published: false });
  });

  it("previews a draft in a new tab, opened at the press, at the API's signed link", async () => {
    const newsletters = [makeNewsletter({ id: 'n1', month: 'May', year: 2026, published: false })];
    let linkAnswer = { status: 200, body: { url: '/newsletter?year=2026&preview=signed' } };
    mockApi({
      '/api/cms/newsletters?drafts=include': () => ({ body: { newsletters } }),
      '/api/cms/newsletters/n1/preview-link': () => linkAnswer,
    });
    const tab = { opener: window as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderWithProviders(<NewslettersTab />);

    const draft = await screen.findByRole('row', { name: /May 2026/ });
    const preview = within(draft).getByRole('button', { name: 'Preview May 2026 newsletter' });
    await user.click(preview);
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('/newsletter?year=2026&preview=signed'));
    expect(tab.opener).toBeNull();

    // A link the API will not make closes the tab again, and says so.
    linkAnswer = { status: 500, body: { url: '' } };
    await user.click(preview);
    expect(await screen.findByText('Failed to preview the newsletter')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });
});
