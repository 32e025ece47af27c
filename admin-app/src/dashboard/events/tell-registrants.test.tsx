import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { sampleContent, type Event } from '@da-boulder/api/contracts';
import { renderWithTheme } from '@da-boulder/shared-ui/testing';
import { sendMultipart } from '../../features/uploads/send-multipart';
import { EventForm } from './event-form';
import type { RegistrantCounts } from './tell-registrants';

jest.mock('../../features/uploads/send-multipart', () => ({
  sendMultipart: jest.fn(async () => ({})),
}));
const sent = jest.mocked(sendMultipart);

const introduction: Event = {
  ...sampleContent.events.find((event) => !event.isRecurring)!,
  id: 'e1',
};

function renderForm(counts: RegistrantCounts) {
  const fetcher = async (key: string) =>
    key.endsWith('/registrants') ? counts : { teachers: [], meetingLink: '' };
  renderWithTheme(
    <SWRConfig value={{ provider: () => new Map(), fetcher }}>
      <EventForm
        item={introduction}
        save={async (write) => void (await write())}
        cancel={jest.fn()}
      />
    </SWRConfig>,
  );
}

const tell = () => screen.queryByRole('checkbox', { name: 'Tell the people registered' });
/** The notifyRegistrants field of the last update sent, if any. */
const notifySent = () => sent.mock.calls.at(-1)![2].get('notifyRegistrants');

beforeEach(() => sent.mockClear());

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
    expect(JSON.parse(String(sent.mock.calls.at(-1)![2].get('eventData')))).toMatchObject({
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
