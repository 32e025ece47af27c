import { MONTHS, wallClockAt } from '@da-boulder/contracts';
import { withMailingTestApp } from '../../../test/support/mailing-test-app';
import { calendarPartBytes, parseIcs } from '../../../test/support/parse-ics';
import { textOf, type SmtpSink } from '../../../test/support/smtp-sink';
import { eventually, type TestApp } from '../../../test/support/test-app';
import { EventModel } from '../events/events.model';
import { RegistrationModel } from './registrations.model';
import { sendReminders } from './reminders';

let app: TestApp;
let smtp: SmtpSink;

withMailingTestApp(
  { CONTACT_EMAIL: 'chapter@example.org', DEFAULT_REGISTRATION_EMAIL: 'events@example.org' },
  (parts) => ({ app, smtp } = parts),
);

const HOUR_MS = 60 * 60 * 1000;
const LINK = 'https://meet.example.org/j/8675309?pwd=quiet';

/** An event that starts `hours` from now, as an admin writes its day and time (Denver). */
async function eventIn(hours: number, fields: object = {}) {
  const start = wallClockAt(new Date(Date.now() + hours * HOUR_MS));
  // "10:05" would be read as either morning or evening (an all-day event): 12-hour with AM/PM.
  const clock = `${start.hour % 12 || 12}:${String(start.minute).padStart(2, '0')}`;
  return EventModel.create({
    slug: `evening-${hours}`,
    title: `Online Evening in ${hours} hours`,
    date: String(start.day),
    month: MONTHS[start.month - 1],
    year: start.year,
    time: `${clock} ${start.hour < 12 ? 'AM' : 'PM'}`,
    location: 'Online (Zoom)',
    meetingLink: LINK,
    ...fields,
  });
}

/** A registration made two days ago (one made within the day before is not reminded). */
const registrant = (eventId: unknown, name: string, fields: object = {}) => ({
  eventId: String(eventId),
  name,
  email: `${name.toLowerCase()}@example.org`,
  eventTitle: 'Online Evening',
  status: 'confirmed',
  createdAt: new Date(Date.now() - 2 * 24 * HOUR_MS),
  ...fields,
});

describe('reminders a day before an event', () => {
  it('go once to each confirmed registrant, with the meeting link, however many sweep at once', async () => {
    const soon = await eventIn(12, { registrationEmail: 'lena@example.org, office@example.org' });
    const later = await eventIn(72);
    await RegistrationModel.create([
      registrant(soon._id, 'Ann'),
      registrant(soon._id, 'Bo'),
      registrant(soon._id, 'Cy', { status: 'waitlisted' }),
      registrant(soon._id, 'Di', { status: 'cancelled' }),
      registrant(soon._id, 'Ed', { spam: true }),
      registrant(later._id, 'Flo'),
    ]);

    // Two API instances' sweeps, each running twice, at the same moment.
    const sweeps = await Promise.all(Array.from({ length: 4 }, () => sendReminders(app.config)));
    expect(sweeps.reduce((sum, queued) => sum + queued, 0)).toBe(2);
    expect(await sendReminders(app.config)).toBe(0);

    await eventually(() => smtp.received.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([
      'ann@example.org',
      'bo@example.org',
    ]);
    for (const mail of smtp.received) {
      expect(mail.header('Subject')).toContain('Reminder:');
      expect(mail.header('Reply-To')).toBe('lena@example.org, office@example.org');
      expect(textOf(mail)).toContain(`Join online: ${LINK}`);
      const [event] = parseIcs(calendarPartBytes(mail.raw)).events;
      expect(event.description).toContain(LINK);
    }
  });

  it("reply to the chapter's registrations address when the event names no contact", async () => {
    const soon = await eventIn(3, { slug: 'no-contact', meetingLink: '' });
    await RegistrationModel.create(registrant(soon._id, 'Gus'));
    expect(await sendReminders(app.config)).toBe(1);
    await eventually(() => smtp.received.length === 1);
    const [mail] = smtp.received;
    expect(mail.header('Reply-To')).toBe('events@example.org');
    expect(textOf(mail)).not.toContain('Join online');
    // The event as it now is, not as it was when Gus registered ('Online Evening').
    expect(mail.header('Subject')).toBe('Reminder: Online Evening in 3 hours is coming up');
    expect(textOf(mail)).toContain('Location: Online (Zoom)');
  });

  it('go to nobody who registered within the day before: their confirmation is hours old', async () => {
    const soon = await eventIn(6, { slug: 'registered-late' });
    await RegistrationModel.create(registrant(soon._id, 'Ivy', { createdAt: new Date() }));
    expect(await sendReminders(app.config)).toBe(0);
  });

  it('go to nobody for a cancelled or postponed event', async () => {
    for (const status of ['cancelled', 'postponed']) {
      const soon = await eventIn(5, { slug: `not-on-${status}`, status });
      await RegistrationModel.create(registrant(soon._id, `Hal-${status}`));
    }
    expect(await sendReminders(app.config)).toBe(0);
  });
});
