import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleContent, type Event } from '@da-boulder/contracts';
import { eventsSent, renderEventForm, sentEventData } from '../../testing/event-form';
import { timeFieldDescription } from '../../features/form-widgets/event-time';

const sundayMeditation = sampleContent.events.find((event) => event.slug === 'sunday-meditation')!;

let api: jest.Mock;
function renderForm(item?: Event) {
  api = renderEventForm(item);
}

describe('the event form’s weekly schedule', () => {
  it('shows the stored weekday and times of a recurring event and sends them back', async () => {
    const user = userEvent.setup();
    renderForm({ ...sundayMeditation, id: 'e1' });
    expect(screen.getByLabelText('Repeats every')).toHaveValue('Sunday');
    expect(screen.getByLabelText('Starts at')).toHaveValue('18:30');
    expect(screen.getByLabelText('Ends at')).toHaveValue('19:00');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(sentEventData(api)).toMatchObject({
      isRecurring: true,
      recurrence: { weekday: 'Sunday', startTime: '18:30', endTime: '19:00' },
    });
  });

  it('sends a monthly series on the nth weekday, or on a day of the month', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Title/), 'Study Group');
    await user.click(screen.getByRole('checkbox', { name: 'Recurring event' }));
    await user.selectOptions(screen.getByLabelText('Repeats'), 'monthly-weekday');
    await user.selectOptions(screen.getByLabelText('Week of the month'), 'Second');
    await user.selectOptions(screen.getByLabelText('Weekday'), 'Tuesday');
    await user.type(screen.getByLabelText('Starts at'), '19:00');
    await user.type(screen.getByLabelText('Ends at'), '21:00');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(sentEventData(api)).toMatchObject({
      recurrence: {
        frequency: 'monthly',
        week: 2,
        weekday: 'Tuesday',
        startTime: '19:00',
        endTime: '21:00',
      },
    });

    await user.selectOptions(screen.getByLabelText('Repeats'), 'monthly-day');
    await user.type(screen.getByLabelText('Day of the month'), '15');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(sentEventData(api).recurrence).toEqual({
      frequency: 'monthly',
      monthDay: 15,
      startTime: '19:00',
      endTime: '21:00',
    });
  });

  it('is asked for only for a recurring event, and sends none when left empty', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByLabelText('Repeats every')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), 'Thursday Sitting');
    await user.click(screen.getByRole('checkbox', { name: 'Recurring event' }));
    expect(screen.getByLabelText('Repeats every')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(sentEventData(api)).toMatchObject({ isRecurring: true, recurrence: null });
  });

  it('says what a half-filled schedule lacks, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Title/), 'Thursday Sitting');
    await user.click(screen.getByRole('checkbox', { name: 'Recurring event' }));
    await user.selectOptions(screen.getByLabelText('Repeats every'), 'Thursday');
    await user.type(screen.getByLabelText('Starts at'), '19:00');
    await user.type(screen.getByLabelText('Ends at'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(
      await screen.findByText('The end time must be after the start time'),
    ).toBeInTheDocument();
    expect(eventsSent(api)).toEqual([]);
  });

  it('tells how calendars will read the time field, or why they cannot', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Time'), '6:30 to 7:00 PM');
    expect(
      screen.getByText('Calendars read this as 6:30 PM - 7:00 PM, Mountain Time'),
    ).toBeInTheDocument();
    expect(timeFieldDescription('10:00 - 12:00', false)).toBe(
      'Calendars will show this event as all-day. Add AM or PM (or write the time on the 24-hour clock, such as 18:30).',
    );
    expect(timeFieldDescription('', false)).toBe('For example 10:00 AM - 12:00 PM');
  });
});
