import { eventType } from '@da-boulder/contracts';
import { formRequest, initialValues, requestBody } from '../../features/crud/form-request';
import type { Parts, Values } from '../../features/form-widgets/form-widget';
import { InvalidEventDateError } from '../../features/form-widgets/event-date';

/** The event form's values for a new event. */
const eventFormDefaults = (event?: Values, now?: Date) => initialValues(eventType, event, now);

/** The `eventData` part of POST/PUT /api/cms/events. */
const buildEventData = (values: Values, existing?: Values, now?: Date) =>
  formRequest(eventType, values, existing, now).body as Values & { eventDate: string };

/** The multipart body: the JSON part plus the files that were chosen. */
const buildEventForm = (eventData: Values, files: Parts) =>
  requestBody(eventType, eventData, files) as FormData;

const values: Values = {
  ...eventFormDefaults(undefined, new Date('2025-03-01T00:00:00Z')),
  title: "  Summer Retreat: Body & Spirit's Journey!  ",
  month: 'July',
  date: '12',
  year: '2025',
  time: '10 AM',
  location: 'Boulder',
  facilitator: 'Alia Morgan',
  facilitators: ' Ben Ortiz, ,Clara Stein ,, ',
  teacherProfileIds: ['t1'],
};

describe('eventFormDefaults', () => {
  it('prefills the current year and the teacher role for a new event', () => {
    const defaults = eventFormDefaults(undefined, new Date('2031-06-15T12:00:00Z'));
    expect(defaults.year).toBe('2031');
    expect(defaults.facilitatorRole).toBe('teacher');
    expect(defaults.isRecurring).toBe(false);
  });
});

describe('buildEventData', () => {
  it('derives the slug from the title with slugify (SPEC §5)', () => {
    expect(buildEventData(values).slug).toBe('summer-retreat-body-spirits-journey');
  });

  it('splits additional team members on commas, trimmed, empties dropped', () => {
    const data = buildEventData(values);
    expect(data.facilitators).toEqual(['Ben Ortiz', 'Clara Stein']);
    expect(data).not.toHaveProperty('additionalTeam');
  });

  it('combines the date into eventDate and sends the year as a number', () => {
    const data = buildEventData(values);
    expect(data.eventDate.slice(0, 10)).toBe('2025-07-12');
    expect(data.year).toBe(2025);
  });

  it('registers a new event at /register/{slug}', () => {
    expect(buildEventData(values).registrationUrl).toBe(
      '/register/summer-retreat-body-spirits-journey',
    );
  });

  it('keeps an edited event registration URL, or falls back to event-{id}', () => {
    expect(
      buildEventData(values, { id: 'abc', registrationUrl: '/register/kept' }).registrationUrl,
    ).toBe('/register/kept');
    expect(buildEventData(values, { id: 'abc', registrationUrl: '' }).registrationUrl).toBe(
      '/register/event-abc',
    );
  });

  it('refuses a date that does not exist', () => {
    expect(() => buildEventData({ ...values, month: 'February', date: '31' })).toThrow(
      InvalidEventDateError,
    );
  });
});

describe('buildEventData for a recurring event', () => {
  const now = new Date('2025-09-10T12:00:00Z');
  const recurring = { ...values, isRecurring: true, month: '', date: '' };

  it('stores a blank date as "Every" and dates the event in the current month', () => {
    const data = buildEventData(recurring, undefined, now);
    expect(data.month).toBe('');
    expect(data.date).toBe('Every');
    expect(data.eventDate.slice(0, 10)).toBe('2025-09-01');
  });

  it('still reports an invalid date', () => {
    expect(() => buildEventData({ ...recurring, year: '' }, undefined, now)).toThrow(
      'Please enter a valid month, date, and year.',
    );
    expect(() =>
      buildEventData({ ...recurring, month: 'April', date: '31' }, undefined, now),
    ).toThrow(InvalidEventDateError);
  });
});

describe('buildEventForm', () => {
  it('sends eventData as JSON and only the files that were chosen', () => {
    const image = new File([new Uint8Array([1])], 'photo.png', { type: 'image/png' });
    const form = buildEventForm(buildEventData(values), { image });
    expect(JSON.parse(form.get('eventData') as string).slug).toBe(
      'summer-retreat-body-spirits-journey',
    );
    expect((form.get('image') as File).name).toBe('photo.png');
    expect(form.get('flyer')).toBeNull();
  });
});
