import mongoose from 'mongoose';
import request from 'supertest';
import type { OutboxWorker } from '../../mail/outbox-worker';
import { OutboxModel } from '../../mail/outbox.model';
import { withMailingTestApp } from '../../../test/support/mailing-test-app';
import { calendarPartBytes, parseIcs } from '../../../test/support/parse-ics';
import { SmtpSink, textOf } from '../../../test/support/smtp-sink';
import { eventually, formTime, type TestApp } from '../../../test/support/test-app';
import { EventModel } from '../events/events.model';
import { RegistrationModel } from './registrations.model';

let app: TestApp;
let smtp: SmtpSink;
let worker: OutboxWorker;

withMailingTestApp(
  { DEFAULT_REGISTRATION_EMAIL: 'events@example.org', CONTACT_EMAIL: 'chapter@example.org' },
  (parts) => ({ app, smtp, worker } = parts),
);

const registration = (eventId: string) => ({
  eventId,
  name: 'Rachel Green',
  email: 'rachel@example.org',
  inDiamondHeartGroup: true,
  diamondHeartGroupName: 'Diamond Heart Nine',
  additionalMessage: 'Looking forward to it.',
  // Copy fields a client might send: ignored in favour of the stored event.
  eventTitle: 'Something else entirely',
  eventLocation: 'Nowhere',
  formIssuedAt: formTime(app.config),
});

describe('POST /api/register', () => {
  it('stores the registration with the stored event copied and mails both sides', async () => {
    const event = await EventModel.create({
      slug: 'body-day',
      title: 'The Body and the Spiritual Journey',
      date: '23',
      month: 'October',
      year: 2027,
      time: '10:00 AM - 4:00 PM',
      location: 'Boulder Center',
      facilitator: 'David Okafor',
      registrationEmail: 'david@example.org, office@example.org',
    });
    const response = await request(app.handler)
      .post('/api/register')
      .send(registration(String(event._id)))
      .expect(201);
    // No id: a registration made again answers the same, and an id would tell them apart.
    expect(response.body).toEqual({
      message: 'You have been registered for the event. Check your email for confirmation.',
      status: 'confirmed',
      registration: {
        eventId: String(event._id),
        name: 'Rachel Green',
        email: 'rachel@example.org',
        inDiamondHeartGroup: true,
        diamondHeartGroupName: 'Diamond Heart Nine',
        additionalMessage: 'Looking forward to it.',
        eventTitle: 'The Body and the Spiritual Journey',
        eventDate: 'October 23, 2027',
        eventTime: '10:00 AM - 4:00 PM',
        eventLocation: 'Boulder Center',
        eventFacilitator: 'David Okafor',
        eventStatus: 'scheduled',
      },
    });
    expect(await RegistrationModel.countDocuments()).toBe(1);

    await eventually(() => smtp.received.length === 2);
    const notice = smtp.received.find((mail) => mail.to.includes('david@example.org'))!;
    expect(notice.to).toEqual(['david@example.org', 'office@example.org']);
    expect(notice.header('Reply-To')).toBe('rachel@example.org');
    const confirmation = smtp.received.find((mail) => mail.to.includes('rachel@example.org'))!;
    for (const detail of [
      'The Body and the Spiritual Journey',
      'October 23, 2027',
      '10:00 AM - 4:00 PM',
      'Boulder Center',
    ]) {
      expect(confirmation.raw).toContain(detail);
    }
  });

  it('mails the meeting link to a confirmed place only; replies go to the event contacts', async () => {
    const meetingLink = 'https://meet.example.org/j/4242?pwd=private';
    const event = await EventModel.create({
      slug: 'online-evening',
      title: 'Inner Guidance Online',
      date: '11',
      month: 'November',
      year: 2027,
      time: '6:00 PM - 8:00 PM',
      location: 'Online (Zoom)',
      registrationEmail: 'lena@example.org, office@example.org',
      meetingLink,
      capacity: 1,
    });
    for (const [name, email] of [
      ['Rachel Green', 'rachel@example.org'],
      ['Omar Haddad', 'omar@example.org'],
    ])
      await request(app.handler)
        .post('/api/register')
        .send({ ...registration(String(event._id)), name, email })
        .expect(201);
    await eventually(() => smtp.received.length === 4);
    const to = (address: string) => smtp.received.find((mail) => mail.to.includes(address))!;

    const confirmed = to('rachel@example.org');
    expect(confirmed.header('Reply-To')).toBe('lena@example.org, office@example.org');
    expect(textOf(confirmed)).toContain(`Join online: ${meetingLink}`);
    const [calendarEvent] = parseIcs(calendarPartBytes(confirmed.raw)).events;
    expect(calendarEvent.description).toContain(meetingLink);

    const waitlisted = to('omar@example.org');
    expect(waitlisted.header('Subject')).toContain('waitlist');
    expect(waitlisted.header('Reply-To')).toBe('lena@example.org, office@example.org');
    expect(waitlisted.raw).not.toContain('meet.example.org');
    // The notices to the chapter reply to the registrant, as before.
    expect(
      smtp.received
        .filter((mail) => mail.to.includes('lena@example.org'))
        .map((mail) => mail.header('Reply-To')),
    ).toEqual(expect.arrayContaining(['rachel@example.org', 'omar@example.org']));
  });

  it('uses DEFAULT_REGISTRATION_EMAIL when the event has no registration email', async () => {
    const event = await EventModel.create({
      slug: 'sunday',
      title: 'Sunday Meditation',
      isRecurring: true,
      time: 'Sundays, 6:30 - 7:00 PM',
      recurrence: { frequency: 'weekly', weekday: 'Sunday', startTime: '18:30', endTime: '19:00' },
    });
    await request(app.handler)
      .post('/api/register')
      .send(registration(String(event._id)))
      .expect(201);
    await eventually(() => smtp.received.length === 2);
    expect(smtp.received.some((mail) => mail.to.includes('events@example.org'))).toBe(true);
    // No registration contact: the registrant's replies go where the chapter's notice went, not
    // to the contact address.
    const confirmation = smtp.received.find((mail) => mail.to.includes('rachel@example.org'))!;
    expect(confirmation.header('Reply-To')).toBe('events@example.org');
    // A series: its next meeting, and its time once.
    expect(textOf(confirmation)).toMatch(
      /Date: Ongoing; next on [A-Z][a-z]+ \d{1,2}, \d{4}\r?\nTime: Sundays, 6:30 - 7:00 PM\r?\n/,
    );
  });

  it('answers 404 for an unknown or malformed event id, and stores nothing', async () => {
    const before = await RegistrationModel.countDocuments();
    for (const eventId of ['0123456789abcdef01234567', 'not-an-id']) {
      const response = await request(app.handler)
        .post('/api/register')
        .send(registration(eventId))
        .expect(404);
      expect(response.body).toEqual({ message: 'Event not found' });
    }
    expect(await RegistrationModel.countDocuments()).toBe(before);
  });

  it('answers success while SMTP is down and delivers exactly once when it is back', async () => {
    const event = await EventModel.create({
      slug: 'outage',
      title: 'Online Guidance',
      registrationEmail: 'lena@example.org',
    });
    await smtp.stop();
    await request(app.handler)
      .post('/api/register')
      // Her own address: the earlier tests used up Rachel's daily mails.
      .send({ ...registration(String(event._id)), email: 'monica@example.org' })
      .expect(201);
    expect(await RegistrationModel.countDocuments({ eventId: String(event._id) })).toBe(1);

    // The worker tries, fails and schedules retries; the mail stays in the outbox. (At least
    // two tries each: the worker goes on retrying while this looks.)
    await eventually(
      async () =>
        (await OutboxModel.countDocuments({
          status: 'pending',
          attempts: mongoose.trusted({ $gte: 2 }),
        })) === 2,
    );

    await smtp.start();
    await eventually(
      async () =>
        (await OutboxModel.countDocuments({ status: 'sent' })) ===
        (await OutboxModel.countDocuments()),
    );
    // More runs of the worker send nothing again.
    await worker.runOnce();
    await worker.runOnce();
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([
      ['lena@example.org'],
      ['monica@example.org'],
    ]);
  });
});
