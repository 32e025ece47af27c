import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { sampleContent, type Event } from '@da-boulder/api/contracts';
import { renderWithTheme } from '@da-boulder/shared-ui/testing';
import { sendMultipart } from '../../features/uploads/send-multipart';
import { EventForm } from './event-form';

jest.mock('../../features/uploads/send-multipart', () => ({
  sendMultipart: jest.fn(async () => ({})),
}));
const sent = jest.mocked(sendMultipart);

const sundayMeditation = sampleContent.events.find((event) => event.slug === 'sunday-meditation')!;

function renderForm(item?: Event) {
  const save = jest.fn(async (write: () => Promise<unknown>) => {
    await write();
  });
  renderWithTheme(
    <SWRConfig value={{ provider: () => new Map(), fetcher: async () => ({ teachers: [] }) }}>
      <EventForm item={item} save={save} cancel={jest.fn()} />
    </SWRConfig>,
  );
  return save;
}

/** The eventData part of the last multipart body sent. */
function sentEventData(): Record<string, unknown> {
  const form = sent.mock.calls.at(-1)![2];
  return JSON.parse(String(form.get('eventData')));
}

beforeEach(() => sent.mockClear());

describe('EventForm', () => {
  it('shows the address an edited event really has, whatever its title now says', async () => {
    const user = userEvent.setup();
    renderForm({ ...sundayMeditation, id: 'e1' });
    expect(screen.getByText(/Web address: \/events\/sunday-meditation\b/)).toBeInTheDocument();
    const title = screen.getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Sunday Evening Sitting');
    expect(screen.getByText(/Web address: \/events\/sunday-meditation\b/)).toBeInTheDocument();
    expect(screen.queryByText(/sunday-evening-sitting/)).not.toBeInTheDocument();
  });

  it('derives a new event’s address from its title as it is typed', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText('Web address: /events/...')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), 'Summer Retreat: Body & Spirit');
    expect(screen.getByText('Web address: /events/summer-retreat-body-spirit')).toBeInTheDocument();
  });

  it('sends whether registration is needed: on for a new event, off once unticked', async () => {
    const user = userEvent.setup();
    renderForm();
    const needed = screen.getByRole('checkbox', { name: 'Registration needed' });
    expect(needed).toBeChecked();
    expect(screen.getByLabelText('Registration email')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), 'Open Sitting');
    await user.selectOptions(screen.getByLabelText('Month'), 'October');
    await user.type(screen.getByLabelText('Date'), '5');
    await user.click(needed);
    // The registration email does nothing for an event without registration.
    expect(screen.queryByLabelText('Registration email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(sent).toHaveBeenCalledWith('POST', '/api/cms/events', expect.any(FormData), undefined);
    expect(sentEventData()).toMatchObject({ title: 'Open Sitting', registrationNeeded: false });
  });

  it('sends the capacity as a number, or null (unlimited) when left empty', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Title/), 'Small Circle');
    await user.selectOptions(screen.getByLabelText('Month'), 'October');
    await user.type(screen.getByLabelText('Date'), '5');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(sentEventData()).toMatchObject({ capacity: null });
    await user.type(screen.getByLabelText(/^Capacity/), '12');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(sentEventData()).toMatchObject({ capacity: 12 });
  });

  it('refuses a capacity that is no whole number of places, beside the field', async () => {
    const user = userEvent.setup();
    renderForm({ ...sundayMeditation, id: 'e1', registrationNeeded: true, capacity: 8 });
    const capacity = screen.getByLabelText(/^Capacity/);
    expect(capacity).toHaveValue(8);
    await user.clear(capacity);
    await user.type(capacity, '0');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(
      await screen.findByText(
        'Capacity must be a whole number from 1 to 100000, or empty for unlimited',
      ),
    ).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows a stored event without registration as unticked and keeps it so', async () => {
    const user = userEvent.setup();
    renderForm({ ...sundayMeditation, id: 'e1' });
    expect(screen.getByRole('checkbox', { name: 'Registration needed' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(sent).toHaveBeenCalledWith('PUT', '/api/cms/events/e1', expect.any(FormData), undefined);
    expect(sentEventData()).toMatchObject({ registrationNeeded: false });
  });
});
