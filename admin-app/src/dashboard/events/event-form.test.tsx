import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleContent, type Event } from '@da-boulder/contracts';
import { requestsTo } from '@da-boulder/shared-ui/testing';
import { eventsSent, renderEventForm, sentEventData } from '../../testing/event-form';

const sundayMeditation = sampleContent.events.find((event) => event.slug === 'sunday-meditation')!;

let api: jest.Mock;
function renderForm(item?: Event) {
  const save = jest.fn(async (write: () => Promise<unknown>) => {
    await write();
  });
  api = renderEventForm(item, { save });
  return save;
}

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

  it('links to the flyer attached, saying the link opens a new tab', () => {
    renderForm({ ...sundayMeditation, id: 'e1', flyerUrl: '/api/uploads/flyer.pdf' });
    const link = screen.getByRole('link', { name: 'Open the current flyer (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/api/uploads/flyer.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says a field left blank beside it even while the date cannot be read', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    expect(eventsSent(api)).toHaveLength(0);
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
    expect(requestsTo(api, '/api/cms/events', 'POST')).toHaveLength(1);
    expect(sentEventData(api)).toMatchObject({ title: 'Open Sitting', registrationNeeded: false });
  });

  it('sends the capacity as a number, or null (unlimited) when left empty', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Title/), 'Small Circle');
    await user.selectOptions(screen.getByLabelText('Month'), 'October');
    await user.type(screen.getByLabelText('Date'), '5');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(sentEventData(api)).toMatchObject({ capacity: null });
    await user.type(screen.getByLabelText(/^Capacity/), '12');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(sentEventData(api)).toMatchObject({ capacity: 12 });
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
    expect(eventsSent(api)).toEqual([]);
  });

  it('shows a stored event without registration as unticked and keeps it so', async () => {
    const user = userEvent.setup();
    renderForm({ ...sundayMeditation, id: 'e1' });
    expect(screen.getByRole('checkbox', { name: 'Registration needed' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(requestsTo(api, '/api/cms/events/e1', 'PUT')).toHaveLength(1);
    expect(sentEventData(api)).toMatchObject({ registrationNeeded: false });
  });
});
