import PostalMime from 'postal-mime';
import request from 'supertest';
import { withMailingTestApp } from '../../../test/support/mailing-test-app';
import { calendarPartBytes, parseIcs } from '../../../test/support/parse-ics';
import { SmtpSink } from '../../../test/support/smtp-sink';
import { eventually, formTime, type TestApp } from '../../../test/support/test-app';
import { EventModel } from '../events/events.model';

let app: TestApp;
let smtp: SmtpSink;
withMailingTestApp({ SITE_URL: 'https://boulder.example.org' }, (parts) => ({ app, smtp } = parts));

const registration = (eventId: string) => ({
  eventId,
  name: 'Rachel Green',
  email: 'rachel@example.org',
  inDiamondHeartGroup: false,
  diamondHeartGroupName: '',
  additionalMessage: '',
  formIssuedAt: formTime(app.config),
});

const received = async (to: string) => {
  const mail = await eventually(() => smtp.received.find((m) => m.to.includes(to)));
  return { raw: mail!.raw, parsed: await PostalMime.parse(mail!.raw) };
};

describe('the registration confirmation', () => {
  it('carries the event as a text/calendar attachment, through a real SMTP server', async () => {
    const event = await EventModel.create({
      slug: 'body-day',
      title: 'The Body and the Spiritual Journey',
      date: '23',
      month: 'October',
      year: 2027,
      time: '10:00 AM - 4:00 PM',
      location: 'Boulder Center',
    });
    await request(app.handler)
      .post('/api/register')
      .send(registration(String(event._id)))
      .expect(201);

    const { raw, parsed: confirmation } = await received('rachel@example.org');
    expect(confirmation.subject).toBe("You're registered: The Body and the Spiritual Journey");
    expect(confirmation.text).toContain('Thank you for registering.');
    expect(confirmation.attachments).toHaveLength(1);
    const [attachment] = confirmation.attachments;
    expect(attachment).toMatchObject({
      mimeType: 'text/calendar',
      filename: 'body-day.ics',
      disposition: 'attachment',
      method: 'PUBLISH',
    });
    const { events, problems } = parseIcs(calendarPartBytes(raw));
    expect(problems).toEqual([]);
    expect(events).toHaveLength(1);
    expect(events[0].summary).toBe('The Body and the Spiritual Journey');
    expect(events[0].uid).toBe(`event-${event._id}@boulder.example.org`);
    expect(events[0].startDate.toJSDate().toISOString()).toBe('2027-10-23T16:00:00.000Z');
    expect(events[0].endDate.toJSDate().toISOString()).toBe('2027-10-23T22:00:00.000Z');
  });

  it('has no attachment when the event has no date a calendar can hold', async () => {
    smtp.received.length = 0;
    const event = await EventModel.create({
      slug: 'someday',
      title: 'Someday',
      isRecurring: true,
      date: 'Every',
    });
    await request(app.handler)
      .post('/api/register')
      .send(registration(String(event._id)))
      .expect(201);
    const { parsed: confirmation } = await received('rachel@example.org');
    expect(confirmation.subject).toBe("You're registered: Someday");
    expect(confirmation.attachments).toEqual([]);
  });
});
