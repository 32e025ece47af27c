import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    let saved = () => {};
    const saving = new Promise<void>((resolve) => (saved = resolve));
    const api = mockApi({
      '/api/cms/newsletters?drafts=include': () => ({ body: { newsletters } }),
      'POST /api/cms/newsletters/n1/publish': () => {
        newsletters = newsletters.map((item) => ({ ...item, published: true }));
        return { body: { newsletter: newsletters[0] } };
      },
      'POST /api/cms/newsletters': async ({ body }) => {
        created.push(body);
        await saving;
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
    // Its Publish button went: the keyboard's place is the list's add button, not the start.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add New Newsletter' })).toHaveFocus(),
    );
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
    // While it saves, neither button sends it again.
    const saveAsDraft = within(dialog).getByRole('button', { name: 'Save as draft' });
    // Held, not disabled: the focus of the keyboard that pressed it stays on it.
    expect(saveAsDraft).toHaveAttribute('aria-disabled', 'true');
    expect(saveAsDraft).toHaveFocus();
    await user.click(saveAsDraft);
    saved();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toHaveLength(1);
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

  it('says when a draft publishes, and its form keeps the time on Denver clock only as a draft', async () => {
    // 9:00 AM in Denver on December 1 (MST) and on July 1 (MDT).
    const winter = '2026-12-01T16:00:00.000Z';
    const newsletters = [
      makeNewsletter({ id: 'n1', month: 'May', published: false, publishAt: winter }),
    ];
    const updates: Record<string, unknown>[] = [];
    mockApi({
      '/api/cms/newsletters?drafts=include': () => ({ body: { newsletters } }),
      'PUT /api/cms/newsletters/n1': ({ body }) => {
        updates.push(body as Record<string, unknown>);
        return { body: { newsletter: { ...newsletters[0], ...(body as object) } } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<NewslettersTab />);

    const draft = await screen.findByRole('row', { name: /May 2025/ });
    expect(within(draft).getByText('Publishes Dec 1, 2026, 9:00 AM')).toBeInTheDocument();

    const edit = async () => {
      await user.click(within(draft).getByRole('button', { name: 'Edit May 2025 newsletter' }));
      return within(await screen.findByRole('dialog'));
    };
    let dialog = await edit();
    const publishAt = () => dialog.getByLabelText('Publish at') as HTMLInputElement;
    expect(publishAt()).toHaveAttribute('type', 'datetime-local');
    expect(publishAt()).toHaveValue('2026-12-01T09:00');
    expect(publishAt()).toHaveAccessibleDescription(/Denver time/);

    fireEvent.change(publishAt(), { target: { value: '2026-07-01T09:00' } });
    await user.click(dialog.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ published: false, publishAt: '2026-07-01T09:00:00-06:00' });

    // Publishing now leaves no time to publish at.
    dialog = await edit();
    await user.click(dialog.getByRole('button', { name: 'Update Newsletter' }));
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]).toMatchObject({ published: true, publishAt: null });

    // A date and time the browser could not read (half typed) is neither sent nor taken as none.
    dialog = await edit();
    fireEvent.change(publishAt(), { target: { value: '' } });
    Object.defineProperty(publishAt(), 'validity', {
      value: { badInput: true },
      configurable: true,
    });
    fireEvent.blur(publishAt());
    await user.click(dialog.getByRole('button', { name: 'Save as draft' }));
    expect(await dialog.findByText('Please enter the time to publish at')).toBeInTheDocument();
    expect(publishAt()).toHaveAccessibleDescription(/Please enter the time to publish at/);
    expect(updates).toHaveLength(2);

    // Refused as a draft, then sent with the main button: it is published, as that button says.
    Object.defineProperty(publishAt(), 'validity', { value: { badInput: false } });
    fireEvent.change(publishAt(), { target: { value: '2026-07-01T09:00' } });
    await user.click(dialog.getByRole('button', { name: 'Update Newsletter' }));
    await waitFor(() => expect(updates).toHaveLength(3));
    expect(updates[2]).toMatchObject({ published: true, publishAt: null });
  });
});
