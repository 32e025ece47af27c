import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleContent, type Event } from '@da-boulder/contracts';
import { mockApi, renderWithProviders } from '@da-boulder/shared-ui/testing';
import { CancelInstead } from './cancel-instead';
import { MessageRegistrantsDialog } from './message-registrants';

const event: Event = { ...sampleContent.events.find((e) => !e.isRecurring)!, id: 'e1' };
const counts = { body: { confirmed: 3, waitlisted: 2 } };

describe('Message registrants', () => {
  it('checks the message, previews it with its recipients, then sends it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockApi({
      '/api/cms/events/e1/registrants': counts,
      'POST /api/cms/events/e1/message': (request) => {
        sent.push(request.body);
        return { body: { recipients: 5, message: 'Message sent to 5 people' } };
      },
    });
    const onClose = jest.fn();
    renderWithProviders(<MessageRegistrantsDialog event={event} onClose={onClose} />);
    // The dialog's view loads on first use.
    await user.click(await screen.findByRole('button', { name: 'Preview' }, { timeout: 10_000 }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Subject/), 'Parking');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Use the back lot.');
    await user.click(screen.getByRole('checkbox', { name: 'Also the people on the waitlist' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    // The pressed Preview went: whom it goes to has the focus, and Back brings the subject's.
    expect(await screen.findByText(/To 5 people, the waitlist included/)).toHaveFocus();
    expect(screen.getByLabelText('Preview')).toHaveTextContent('Use the back lot.');
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText(/^Subject/)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent to 5 people')).toBeInTheDocument();
    expect(sent).toEqual([
      { subject: 'Parking', body: 'Use the back lot.', includeWaitlisted: true },
    ]);
    expect(onClose).toHaveBeenCalled();
  }, 20_000);
});

describe('Cancel the event instead', () => {
  it('warns with the count, asks once more with room for a note, then cancels and tells them', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockApi({
      '/api/cms/events/e1/registrants': counts,
      'POST /api/cms/events/e1/cancel': (request) => {
        sent.push(request.body);
        return { body: { event: { ...event, status: 'cancelled' }, notified: 5 } };
      },
    });
    const onDone = jest.fn();
    renderWithProviders(<CancelInstead event={event} onDone={onDone} />);
    expect(await screen.findByText('5 people are registered for this event.')).toBeInTheDocument();
    // The first press only asks: nothing is cancelled, and it can be taken back.
    await user.click(screen.getByRole('button', { name: 'Cancel the event instead' }));
    await user.click(screen.getByRole('button', { name: 'Keep the event' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel the event instead' }));
    await user.type(
      screen.getByRole('textbox', { name: /A note for the people registered/ }),
      'Our teacher is unwell.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel the event and tell 5 people' }));
    expect(await screen.findByText('Event cancelled; 5 people told')).toBeInTheDocument();
    expect(sent).toEqual([{ note: 'Our teacher is unwell.' }]);
    expect(onDone).toHaveBeenCalled();
  });

  it('says nothing when nobody is registered', async () => {
    const registrants = jest.fn(() => ({ body: { confirmed: 0, waitlisted: 0 } }));
    mockApi({ '/api/cms/events/e1/registrants': registrants });
    const { container } = renderWithProviders(<CancelInstead event={event} onDone={jest.fn()} />);
    await waitFor(() => expect(registrants).toHaveBeenCalled());
    await act(async () => undefined);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
