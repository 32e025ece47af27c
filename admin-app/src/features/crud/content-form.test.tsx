import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import {
  defineContentType,
  eventType,
  newsletterType,
  sampleContent,
  programType,
  teacherType,
  testimonialType,
  webinarType,
} from '@da-boulder/contracts';
import { mockApi, renderWithProviders, sentBody } from '@da-boulder/shared-ui/testing';
import { eventsSent, renderEventForm, sentEventData } from '../../testing/event-form';
import { formWidgets } from '../form-widgets/form-widgets';
import type { FormContentType } from './admin-content-type';
import { ContentForm } from './content-form';

const NOTES_MESSAGE = 'Venue notes must be at most 20 characters';

/** Events with one more plain field, as a newcomer would add it: in the contract alone. */
const eventsWithVenueNotes: FormContentType = {
  ...eventType,
  fields: {
    ...eventType.fields,
    venueNotes: v.optional(v.pipe(v.string(), v.maxLength(20, NOTES_MESSAGE)), ''),
  },
  admin: {
    ...eventType.admin,
    form: [...eventType.admin.form, { name: 'venueNotes', label: 'Venue notes' }],
  },
};

/** A type this file alone defines, its form in its contract (the API's side: adding-a-field.test.ts). */
const retreatType = defineContentType({
  noun: 'retreat',
  plural: 'retreats',
  adminPath: '/api/cms/retreats',
  order: 'created',
  fields: {
    title: v.pipe(v.string('Title is required'), v.trim(), v.nonEmpty('Title is required')),
    venue: v.optional(
      v.pipe(v.string(), v.maxLength(20, 'Venue must be at most 20 characters')),
      '',
    ),
  },
  admin: {
    form: [
      { name: 'title', label: 'Title' },
      { name: 'venue', label: 'Venue', input: 'textarea' },
    ],
    columns: [{ header: 'Title', value: (retreat) => retreat.title }],
    itemLabel: (retreat) => retreat.title,
  },
});

describe('ContentForm', () => {
  it('has a widget for every one a content type names', () => {
    const types = [
      eventType,
      teacherType,
      newsletterType,
      programType,
      testimonialType,
      webinarType,
    ];
    const named = types.flatMap((type) =>
      (type.admin?.form ?? [])
        .flat()
        .flatMap((entry) => (typeof entry === 'object' && entry.widget ? [entry.widget] : [])),
    );
    expect(named).toContain('image');
    for (const name of named) expect(formWidgets).toHaveProperty([name]);
  });

  it('marks as required the fields its schema cannot leave out, from that schema alone', () => {
    renderWithProviders(<ContentForm type={retreatType} save={jest.fn()} cancel={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Venue' })).not.toBeRequired();
  });

  it("marks a newsletter's link as required, as its contract's schema says", () => {
    renderWithProviders(
      <ContentForm type={newsletterType as FormContentType} save={jest.fn()} cancel={jest.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: /^Link/ })).toBeRequired();
  });

  it('renders a type defined in its contract alone, checks its fields and sends them', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /api/cms/retreats': { status: 201, body: {} } });
    renderWithProviders(
      <ContentForm
        type={retreatType}
        save={(write) => write().then(() => undefined)}
        cancel={jest.fn()}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Venue' }), 'The long barn by the creek');
    await user.click(screen.getByRole('button', { name: 'Create Retreat' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Venue must be at most 20 characters')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Winter Sitting');
    await user.clear(screen.getByRole('textbox', { name: 'Venue' }));
    await user.type(screen.getByRole('textbox', { name: 'Venue' }), 'The barn');
    await user.click(screen.getByRole('button', { name: 'Create Retreat' }));
    expect(sentBody(api)).toEqual({ title: 'Winter Sitting', venue: 'The barn' });
  });

  it("shows a field added to events' contract in the dialog, checks it and sends it", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      '/api/cms/teachers': { body: { teachers: [] } },
      'POST /api/cms/events': { body: {} },
    });
    renderWithProviders(
      <ContentForm
        type={eventsWithVenueNotes}
        save={(write) => write().then(() => undefined)}
        cancel={jest.fn()}
      />,
    );
    await user.type(screen.getByLabelText(/^Title/), 'Open Sitting');
    await user.selectOptions(screen.getByLabelText('Month'), 'October');
    await user.type(screen.getByLabelText('Date'), '5');
    await user.type(screen.getByLabelText('Venue notes'), 'Ring the bell at the side door');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(screen.getByText(NOTES_MESSAGE)).toBeInTheDocument();
    expect(eventsSent(api)).toEqual([]);

    await user.clear(screen.getByLabelText('Venue notes'));
    await user.type(screen.getByLabelText('Venue notes'), 'Side door');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(sentEventData(api)).toMatchObject({ title: 'Open Sitting', venueNotes: 'Side door' });
  });

  it('keeps the fields an unticked checkbox hides when they are kept hidden, and blanks the rest', async () => {
    const user = userEvent.setup();
    const sunday = sampleContent.events.find((event) => event.isRecurring)!;
    const api = renderEventForm({
      ...sunday,
      id: 'e1',
      registrationNeeded: false,
      registrationEmail: 'sittings@example.org',
      capacity: 12,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Recurring event' }));
    await user.selectOptions(screen.getByLabelText('Month'), 'October');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '5');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(sentEventData(api)).toMatchObject({
      registrationEmail: 'sittings@example.org',
      capacity: 12,
      isRecurring: false,
      recurrence: null,
    });
  });
});
