import { ASK_AGAIN } from '@da-boulder/contracts';
import { ContactMessageModel } from '../../src/modules/contact/contact.model';
import { builtShell, renderedPage } from '../support/built-shell';
import { loopbackServers } from '../support/loopback-servers';
import { withMailingTestApp, type MailingTestApp } from '../support/mailing-test-app';
import { eventually } from '../support/test-app';

// A person whose browser fills the contact form in and who presses at once, without scripts:
// the shell's page comes back asking them to check and press again, with what they typed, and
// that second press is stored and mailed. Through the built shell, on the real API, its default
// FORM_MIN_FILL_SECONDS (2).

jest.setTimeout(60_000);

const { listen, closeAll } = loopbackServers();
const shell = builtShell();
let parts: MailingTestApp;
let shellUrl: string;
withMailingTestApp({ CONTACT_EMAIL: 'office@example.org' }, (started) => (parts = started));

beforeAll(async () => {
  shellUrl = await shell.start(parts.app, await listen(parts.app.handler));
});
afterAll(async () => {
  await shell.stopAll();
  closeAll();
});

/** The contact form's signed time at the end of `page`. */
const timeIn = (page: string) =>
  /form="site-form-contact-page" name="formIssuedAt" value="([^"]+)"/.exec(page)?.[1] ?? '';

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
  const shown = again.replace(/<script[\s\S]*?<\/script>/g, '');
  expect(shown).toContain(ASK_AGAIN);
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
