import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleContent, type Event } from '@da-boulder/contracts';
import { eventsSent, renderEventForm, sentEventData } from '../../testing/event-form';
import type { RegistrantCounts } from '../../features/form-widgets/tell-registrants';

const introduction: Event = {
  ...sampleContent.events.find((event) => !event.isRecurring)!,
  id: 'e1',
};

let api: jest.Mock;
function renderForm(counts: RegistrantCounts) {
  api = renderEventForm(introduction, {
    routes: { '/api/cms/events/e1/registrants': { body: counts } },
  });
}

const tell = () => screen.queryByRole('checkbox', { name: 'Tell the people registered' });
/** The notifyRegistrants field of the last update sent, if any. */
const notifySent = () => eventsSent(api).at(-1)?.get('notifyRegistrants');

describe('Tell the people registered', () => {
  it('is offered, ticked, once the time changes, and the update says so', async () => {
    const user = userEvent.setup();
    renderForm({ confirmed: 2, waitlisted: 1 });
    await user.type(screen.getByLabelText(/^Title/), '!');
    expect(tell()).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Time'));
    await user.type(screen.getByLabelText('Time'), '11 AM');
    expect(
      await screen.findByRole('checkbox', { name: 'Tell the people registered' }),
    ).toBeChecked();
    expect(screen.getByText(/3 people registered will be mailed what changed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(notifySent()).toBe('true');
  });

  it('sends a status change, and a choice not to tell', async () => {
    const user = userEvent.setup();
    renderForm({ confirmed: 1, waitlisted: 0 });
    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await user.click(await screen.findByRole('checkbox', { name: 'Tell the people registered' }));
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(notifySent()).toBe('false');
    expect(sentEventData(api)).toMatchObject({
      status: 'cancelled',
    });
  });

  it('is not offered when nobody is registered', async () => {
    const user = userEvent.setup();
    renderForm({ confirmed: 0, waitlisted: 0 });
    await user.type(screen.getByLabelText('Location'), '!');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(tell()).not.toBeInTheDocument();
    expect(notifySent()).toBeNull();
  });
});
