import { screen } from '@testing-library/react';
import { eventSchedule } from '@da-boulder/contracts';
import { makeEvent } from '@da-boulder/contracts/factories';
import { renderWithProviders } from '@da-boulder/shared-ui/testing';
import { AddToCalendar } from './add-to-calendar';
import { eventCalendarPath, googleCalendarUrl } from './calendar-links';
import { feedSubscription } from './feed-links';
import { SubscribeToCalendar } from './subscribe-to-calendar';

const oneOff = makeEvent({
  slug: 'introduction',
  title: 'Introduction to the Diamond Approach',
  introText: 'A free morning introduction.',
  date: '5',
  month: 'October',
  year: 2027,
  time: '10:00 AM - 12:30 PM',
  location: 'Boulder Center',
});
const scheduled = (event: ReturnType<typeof makeEvent>) => ({
  ...event,
  schedule: eventSchedule(event, new Date('2027-01-06T12:00:00Z'))!,
});

describe('googleCalendarUrl', () => {
  it('fills in Google Calendar with the Denver wall-clock times', () => {
    const url = new URL(googleCalendarUrl(scheduled(oneOff), 'https://x.org/events/introduction'));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Introduction to the Diamond Approach',
      dates: '20271005T100000/20271005T123000',
      ctz: 'America/Denver',
      details: 'A free morning introduction.\n\nhttps://x.org/events/introduction',
      location: 'Boulder Center',
    });
  });

  it('makes an unreadable time all-day, and a weekly event its next Sunday, repeating', () => {
    const allDay = new URL(googleCalendarUrl(scheduled({ ...oneOff, time: 'TBA' }), 'u'));
    expect(allDay.searchParams.get('dates')).toBe('20271005/20271006');

    const weekly = scheduled(
      makeEvent({
        isRecurring: true,
        date: 'Every',
        month: '',
        recurrence: { weekday: 'Sunday', startTime: '18:30', endTime: '19:00' },
      }),
    );
    const url = new URL(googleCalendarUrl(weekly, 'u', new Date('2027-07-01T12:00:00Z')));
    expect(url.searchParams.get('dates')).toBe('20270704T183000/20270704T190000');
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=SU');
  });
});

describe('calendar links on the pages', () => {
  it('offers the .ics and Google Calendar for an event with a schedule', () => {
    renderWithProviders(<AddToCalendar event={scheduled(oneOff)} />);
    expect(screen.getByRole('group', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apple, Outlook and others (.ics)' })).toHaveAttribute(
      'href',
      '/api/events/slug/introduction/calendar.ics',
    );
    expect(
      screen.getByRole('link', { name: 'Google Calendar (opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/calendar\.google\.com\//));
    expect(eventCalendarPath('a b')).toBe('/api/events/slug/a%20b/calendar.ics');
  });

  it('has no calendar links for an event without a schedule', () => {
    renderWithProviders(<AddToCalendar event={{ ...oneOff, schedule: null }} />);
    expect(screen.queryByRole('group', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  it('lets visitors subscribe to the feed', () => {
    renderWithProviders(<SubscribeToCalendar />);
    const feed = feedSubscription(window.location.origin);
    expect(feed.webcal).toBe(`webcal://${window.location.host}/api/calendar.ics`);
    expect(screen.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      feed.webcal,
    );
    expect(screen.getByText(feed.https)).toBeInTheDocument();
  });
});
