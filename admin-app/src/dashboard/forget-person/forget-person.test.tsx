import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, requestsTo } from '@da-boulder/shared-ui/testing';
import { erasedSummary } from './erased-summary';
import { ForgetPerson } from './forget-person';

describe('ForgetPerson', () => {
  it('asks for a valid address, says what will go, erases and shows the counts', async () => {
    const fetchMock = mockApi({
      'POST /api/cms/privacy/erase': {
        body: { erased: { registrations: 2, messages: 1, subscribers: 1, mails: 0 } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ForgetPerson />);
    const opener = screen.getByRole('button', { name: 'Forget a person' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Forget a person' });

    await user.type(within(dialog).getByLabelText(/Email address/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();

    await user.clear(within(dialog).getByLabelText(/Email address/));
    await user.type(within(dialog).getByLabelText(/Email address/), 'x@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const warning = await within(dialog).findByText(/will be erased for good/);
    expect(warning).toHaveTextContent(
      'Every event registration, contact message and newsletter subscription of x@example.org, and the mail to or from them, will be erased for good. This cannot be undone.',
    );
    expect(warning).toHaveFocus();
    expect(requestsTo(fetchMock, '/api/cms/privacy/erase', 'POST')).toHaveLength(0);

    // Back keeps the address, and gives it the focus.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText(/Email address/)).toHaveValue('x@example.org');
    await waitFor(() => expect(within(dialog).getByLabelText(/Email address/)).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await user.click(await within(dialog).findByRole('button', { name: 'Erase everything' }));
    const result = await within(dialog).findByRole('status');
    expect(result).toHaveTextContent(
      'Erased 2 registrations, 1 message and 1 subscription for x@example.org.',
    );
    expect(result).toHaveFocus();
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'x@example.org' });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays on the confirmation and says so when erasing fails', async () => {
    mockApi({
      'POST /api/cms/privacy/erase': { status: 503, body: { message: 'Database unavailable' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ForgetPerson />);
    await user.click(screen.getByRole('button', { name: 'Forget a person' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Email address/), 'x@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Erase everything' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Erase everything' })).toBeEnabled();
  });
});

describe('erasedSummary', () => {
  it('counts in words, singular and plural', () => {
    expect(erasedSummary({ registrations: 1, messages: 0, subscribers: 2 }, 'a@b.org')).toBe(
      'Erased 1 registration, 0 messages and 2 subscriptions for a@b.org.',
    );
  });

  it('adds the mail to or from them when there was some', () => {
    expect(
      erasedSummary({ registrations: 1, messages: 1, subscribers: 1, mails: 3 }, 'a@b.org'),
    ).toBe(
      'Erased 1 registration, 1 message and 1 subscription for a@b.org. 3 mails to or from them were removed too.',
    );
  });

  it('says plainly when nothing was stored', () => {
    expect(erasedSummary({ registrations: 0, messages: 0, subscribers: 0 }, 'a@b.org')).toBe(
      'Nothing was stored for a@b.org, so nothing was erased.',
    );
  });
});
