import { ASK_AGAIN } from '@da-boulder/contracts';
import { ContactMessageModel } from '../../src/modules/contact/contact.model';
import { EventModel } from '../../src/modules/events/events.model';
import { RegistrationModel } from '../../src/modules/registrations/registrations.model';
import { builtShell, renderedPage } from '../support/built-shell';
import { loopbackServers } from '../support/loopback-servers';
import { withMailingTestApp, type MailingTestApp } from '../support/mailing-test-app';
import { eventually } from '../support/test-app';

// A person whose browser fills a form in (the contact page's, an event's registration) and who
// presses at once, without scripts: the shell's page comes back asking them to check and press
// again, with what they typed, and that second press is stored and mailed. Through the built
// shell, on the real API, its default FORM_MIN_FILL_SECONDS (2).

jest.setTimeout(60_000);

const { listen, closeAll } = loopbackServers();
const shell = builtShell();
let parts: MailingTestApp;
let shellUrl: string;
let eventId: string;
withMailingTestApp(
  { CONTACT_EMAIL: 'office@example.org', DEFAULT_REGISTRATION_EMAIL: 'events@example.org' },
  (started) => (parts = started),
);

beforeAll(async () => {
  shellUrl = await shell.start(parts.app, await listen(parts.app.handler));
  const event = await EventModel.create({
    slug: 'sunday-sit',
    title: 'Sunday Sit',
    month: 'March',
    date: '7',
    year: new Date().getUTCFullYear() + 1,
    time: '10:00 AM - 12:00 PM',
  });
  eventId = String(event._id);
});
afterAll(async () => {
  await shell.stopAll();
  closeAll();
});

/** The signed time at the end of `page` for its form `form`. */
const timeIn = (page: string, form = 'contact-page') =>
  new RegExp(`form="site-form-${form}" name="formIssuedAt" value="([^"]+)"`).exec(page)?.[1] ?? '';

/** What `page` shows, without the data its scripts hydrate from. */
const shownIn = (page: string) => page.replace(/<script[\s\S]*?<\/script>/g, '');

/** The contact form as the browser sends it without scripts. */
const send = (formIssuedAt: string) =>
  fetch(`${shellUrl}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: shellUrl },
    body: new URLSearchParams({
      form: 'contact-page',
      name: 'Quick Person',
      email: 'quick.person@example.org',
      interest: 'programs',
      message: 'Autofilled and sent at once.',
      website: '',
      formIssuedAt,
    }),
  });

it('asks a quick person again with what they typed, and takes the second press', async () => {
  const page = await renderedPage(shellUrl, '/contact');
  const first = await send(timeIn(page));
  expect(first.status).toBe(409);
  const again = await first.text();
  // Said on the page itself, not only in the data its scripts hydrate from.
  expect(shownIn(again)).toContain(ASK_AGAIN);
  expect(again).toContain('value="Quick Person"');
  expect(await ContactMessageModel.countDocuments()).toBe(0);

  // Pressed again at once, from the page the shell answered with.
  const second = await send(timeIn(again));
  expect(second.status).toBe(303);
  expect(second.headers.get('location')).toBe('/contact?sent=contact-page');
  expect(await ContactMessageModel.findOne().lean()).toMatchObject({
    email: 'quick.person@example.org',
    spam: false,
    status: 'open',
  });
  await eventually(() =>
    parts.smtp.received.some((mail) => mail.header('Reply-To') === 'quick.person@example.org'),
  );
});

it('asks a quick registrant again with what they typed, and registers and mails the second press', async () => {
  const registration = (formIssuedAt: string) =>
    fetch(`${shellUrl}/register/sunday-sit`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: shellUrl },
      body: new URLSearchParams({
        form: 'registration',
        eventId,
        name: 'Quick Registrant',
        email: 'quick.registrant@example.org',
        additionalMessage: 'Autofilled and sent at once.',
        website: '',
        formIssuedAt,
      }),
    });
  const page = await renderedPage(shellUrl, '/register/sunday-sit');
  const first = await registration(timeIn(page, 'registration'));
  expect(first.status).toBe(409);
  const again = await first.text();
  expect(shownIn(again)).toContain(ASK_AGAIN);
  expect(again).toContain('value="Quick Registrant"');
  expect(await RegistrationModel.countDocuments()).toBe(0);

  // Pressed again at once: a held press would be answered alike, so what counts is what is stored
  // and who is mailed.
  const second = await registration(timeIn(again, 'registration'));
  expect(second.status).toBe(303);
  expect(second.headers.get('location')).toBe('/events?sent=registration');
  expect(await RegistrationModel.find().lean()).toEqual([
    expect.objectContaining({
      email: 'quick.registrant@example.org',
      status: 'confirmed',
      spam: false,
    }),
  ]);
  await eventually(() =>
    parts.smtp.received.some(
      (mail) =>
        mail.to.includes('quick.registrant@example.org') &&
        mail.header('Subject') === "You're registered: Sunday Sit",
    ),
  );
});
