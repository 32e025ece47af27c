/**
 * @jest-environment node
 */
// The public forms sent without scripts: the shell's server reads the browser's post, makes the
// API's JSON call as the visitor, and answers with a page. A stand-in API records what it gets.
import { createHmac } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formIssuedAt } from './form-issued-at.mjs';
import { createFormPosts, FORM_BODY_LIMIT, FORM_IDS, type PostedForm } from './form-posts.mjs';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** What the API was sent, and what it answers next. */
const apiCalls: { path: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
let apiAnswer: { status: number; body: unknown } = { status: 201, body: { message: 'ok' } };
const api = createServer((req, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    apiCalls.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(text) });
    res.writeHead(apiAnswer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(apiAnswer.body));
  });
});

/** The pages the shell answered with: the form as posted and the status. */
const rendered: { url: string; posted: PostedForm; status: number }[] = [];
let shellUrl = '';
let shell: Server;

beforeAll(async () => {
  const apiUrl = new URL(await listen(api));
  const answer = createFormPosts({
    apiUrl,
    trustProxy: false,
    renderPage: async (req, res, posted, status) => {
      rendered.push({ url: req.url ?? '', posted, status });
      res.writeHead(status, { 'Content-Type': 'text/html' });
      res.end('<p>page</p>');
    },
  });
  shell = createServer((req, res) => void answer(req, res));
  shellUrl = await listen(shell);
});

beforeEach(() => {
  apiCalls.length = 0;
  rendered.length = 0;
  apiAnswer = { status: 201, body: { message: 'ok' } };
});

afterAll(async () => {
  for (const server of [api, shell]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A browser's post: redirects are not followed, so the answer is the shell's own. */
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${shellUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

const contact = {
  form: 'contact-page',
  name: 'Dana Smith',
  email: 'dana@example.org',
  interest: 'programs',
  message: 'I would like to learn more.',
  website: '',
  formIssuedAt: '1700000000000.abc',
};

describe('a form sent without scripts', () => {
  it('becomes the API call the page makes, as the visitor, and moves on to a page saying it was sent', async () => {
    const response = await post('/contact', form(contact), {
      Origin: 'http://site.example',
      'Sec-Fetch-Site': 'same-origin',
      Cookie: 'session=secret',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?sent=contact-page');
    expect(apiCalls).toHaveLength(1);
    const [call] = apiCalls;
    expect(call.path).toBe('/api/contact');
    expect(call.headers['content-type']).toBe('application/json');
    const { form: formId, ...fields } = contact;
    void formId;
    expect(call.body).toEqual(fields);
    // The visitor's address for the API's limits, and the headers it refuses other sites by.
    expect(call.headers['x-real-ip']).toBe('127.0.0.1');
    expect(call.headers.origin).toBe('http://site.example');
    expect(call.headers['sec-fetch-site']).toBe('same-origin');
    expect(call.headers.cookie).toBeUndefined();
    expect(rendered).toEqual([]);
  });

  it('sends a registration as the page does: the box as true or false, the group only for a member', async () => {
    const registration = {
      form: 'registration',
      name: 'Dana Smith',
      email: 'dana@example.org',
      diamondHeartGroupName: 'Typed, then unticked',
      additionalMessage: '',
      eventId: '0123456789abcdef01234567',
    };
    const unticked = await post('/register/open-heart', form(registration));
    expect(unticked.headers.get('location')).toBe('/events?sent=registration');
    const ticked = await post(
      '/register/open-heart',
      form({ ...registration, inDiamondHeartGroup: 'on', diamondHeartGroupName: 'Ten' }),
    );
    expect(ticked.status).toBe(303);
    expect(apiCalls.map((call) => call.body)).toEqual([
      expect.objectContaining({ inDiamondHeartGroup: false, diamondHeartGroupName: '' }),
      expect.objectContaining({ inDiamondHeartGroup: true, diamondHeartGroupName: 'Ten' }),
    ]);
  });

  it('moves a registration the API put on the waitlist on to a page saying so', async () => {
    apiAnswer = { status: 201, body: { status: 'waitlisted', message: 'On the waitlist' } };
    const response = await post(
      '/register/open-heart',
      form({ form: 'registration', name: 'Dana Smith', email: 'dana@example.org', eventId: 'e' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/events?sent=registration-waitlisted');
    expect(FORM_IDS).toContain('registration-waitlisted');
  });

  it('leaves out an optional field left empty, as the page does', async () => {
    await post('/', form({ form: 'subscribe', email: 'dana@example.org', name: '' }));
    await post('/programs', form({ ...contact, form: 'speak-with-teacher', interest: '' }));
    expect(apiCalls.map((call) => [call.path, call.body])).toEqual([
      ['/api/newsletter/subscribe', { email: 'dana@example.org' }],
      ['/api/contact', expect.not.objectContaining({ interest: expect.anything() })],
    ]);
  });

  it('answers a refusal with the page again: what was typed, each error beside its field', async () => {
    apiAnswer = {
      status: 400,
      body: {
        message: 'Please enter a valid email address.',
        errors: { email: 'Please enter a valid email address.', fillMs: 'not a field here' },
      },
    };
    const response = await post('/contact?utm=x', form({ ...contact, email: 'not-an-email' }));
    expect(response.status).toBe(400);
    expect(rendered).toEqual([
      {
        url: '/contact?utm=x',
        status: 400,
        posted: {
          form: 'contact-page',
          values: {
            name: 'Dana Smith',
            email: 'not-an-email',
            interest: 'programs',
            message: 'I would like to learn more.',
          },
          errors: { email: 'Please enter a valid email address.' },
          formIssuedAt: '1700000000000.abc',
        },
      },
    ]);
  });

  it('answers a refusal of a field the form does not show as a refusal of the whole form', async () => {
    const body = { message: 'Event id is not valid', errors: { eventId: 'Event id is not valid' } };
    apiAnswer = { status: 400, body };
    const response = await post(
      '/register/open-heart',
      form({ form: 'registration', name: 'Dana Smith', email: 'dana@example.org', eventId: 'x' }),
    );
    expect(response.status).toBe(400);
    expect(rendered[0].posted).toMatchObject({
      errors: {},
      answer: { status: 400, body: JSON.stringify(body) },
    });
  });

  it('answers a refusal of the whole form with the API’s answer and status', async () => {
    apiAnswer = { status: 429, body: { message: 'Too many messages. Try again in 10 minutes.' } };
    const response = await post('/contact', form(contact));
    expect(response.status).toBe(429);
    expect(rendered[0].posted).toMatchObject({
      errors: {},
      answer: { status: 429, body: JSON.stringify(apiAnswer.body) },
    });
  });

  it('shows a newsletter link’s answer in place', async () => {
    apiAnswer = { status: 200, body: { message: 'Your subscription is confirmed.' } };
    const response = await post(
      '/newsletter/confirm?token=t',
      form({ form: 'confirm', token: 'confirm.abc' }),
    );
    expect(response.status).toBe(200);
    expect(apiCalls[0]).toMatchObject({
      path: '/api/newsletter/confirm',
      body: { token: 'confirm.abc' },
    });
    expect(rendered[0].posted.answer).toEqual({
      status: 200,
      body: JSON.stringify(apiAnswer.body),
    });
  });

  it('shows a registration cancel link’s answer in place', async () => {
    apiAnswer = { status: 410, body: { message: 'This registration is already cancelled.' } };
    const response = await post(
      '/registrations/cancel?token=t',
      form({ form: 'cancel-registration', token: 'cancel.abc' }),
    );
    expect(response.status).toBe(410);
    expect(apiCalls).toEqual([
      expect.objectContaining({ path: '/api/registrations/cancel', body: { token: 'cancel.abc' } }),
    ]);
    expect(rendered[0].posted.answer).toEqual({
      status: 410,
      body: JSON.stringify(apiAnswer.body),
    });
  });

  it.each([
    ['a body in another encoding', 'text/plain', form(contact), 415],
    ['a multipart body', 'multipart/form-data; boundary=x', form(contact), 415],
    ['no form named', 'application/x-www-form-urlencoded', form({ name: 'x' }), 400],
    [
      'a form of another page',
      'application/x-www-form-urlencoded',
      form({ ...contact, form: 'registration' }),
      400,
    ],
    [
      'an unknown form',
      'application/x-www-form-urlencoded',
      form({ ...contact, form: '__proto__' }),
      400,
    ],
    [
      'a field twice',
      'application/x-www-form-urlencoded',
      `${form(contact)}&email=b%40example.org`,
      400,
    ],
    [
      'a body past its limit',
      'application/x-www-form-urlencoded',
      'a'.repeat(FORM_BODY_LIMIT + 1),
      413,
    ],
  ])(
    'refuses %s with a page saying so, and asks the API nothing',
    async (_, type, body, status) => {
      const response = await post('/contact', body, { 'Content-Type': type });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('The form was not sent');
      expect(apiCalls).toEqual([]);
    },
  );

  it('refuses a body past its limit sent without a length, as it arrives', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${shellUrl}/contact`,
        { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      // Chunked: no Content-Length to refuse it by.
      req.write(`form=contact-page&message=${'a'.repeat(FORM_BODY_LIMIT)}`);
      req.end();
    });
    expect(status).toBe(413);
    expect(apiCalls).toEqual([]);
  });

  it('answers 502 with the page when the API cannot be reached', async () => {
    const unreachable = createFormPosts({
      apiUrl: new URL('http://127.0.0.1:1'),
      trustProxy: false,
      renderPage: async (_req, res, posted, status) => {
        rendered.push({ url: '', posted, status });
        res.writeHead(status);
        res.end();
      },
    });
    const server = createServer((req, res) => void unreachable(req, res));
    const url = await listen(server);
    const response = await fetch(`${url}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form(contact),
    });
    expect(response.status).toBe(502);
    expect(rendered[0].posted.answer?.status).toBe(502);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('the signed form time', () => {
  const secret = 'x'.repeat(32);

  it('is `<ms>.<base64url HMAC>` with the agreed key, and tells its own time back', () => {
    const times = formIssuedAt(secret, { now: () => 1_700_000_000_123 });
    const value = times.issue();
    const key = createHmac('sha256', secret).update('form issued at').digest();
    const signature = createHmac('sha256', key).update('1700000000123').digest('base64url');
    expect(value).toBe(`1700000000123.${signature}`);
    expect(signature).not.toContain('=');
    expect(times.issuedAt(value)).toBe(1_700_000_000_123);
  });

  it('tells nothing of a forged, altered or malformed value', () => {
    const times = formIssuedAt(secret);
    const value = times.issue();
    const [ms, signature] = value.split('.');
    for (const forged of [
      formIssuedAt('y'.repeat(32)).issue(),
      `${Number(ms) - 5000}.${signature}`,
      `${ms}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${ms}.`,
      ms,
      '',
      undefined,
      42,
    ])
      expect(times.issuedAt(forged)).toBeUndefined();
  });
});
