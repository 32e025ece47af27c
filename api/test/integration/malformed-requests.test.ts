import request from 'supertest';
import type { Test } from 'supertest';
import { EventModel } from '../../src/modules/events/events.model';
import { signedInAgent, startTestApp, type TestApp } from '../support/test-app';
import { dropTestDatabase } from '../support/test-database';

/**
 * Every write route (and the admin-only reads) against bad input: missing fields, wrong types,
 * oversized strings, unknown ids, no session, a non-admin session. Nothing may answer 5xx.
 */

type Agent = ReturnType<typeof request.agent>;
type Method = 'get' | 'post' | 'put' | 'delete';
type Body = Record<string, unknown>;

interface RouteCase {
  method: Method;
  path: string;
  /** How the body travels: JSON, multipart with eventData, multipart with one part per field. */
  encoding?: 'json' | 'eventData' | 'fields';
  admin: boolean;
  /** A body that passes validation (so unknown ids reach the lookup). */
  valid?: Body;
  /** A field to blow up with wrong types and oversized text. */
  textField?: string;
  /** Answer for missing fields (some routes have no required field). */
  missingStatus?: number;
}

const UNKNOWN_ID = '0123456789abcdef01234567';
const BIG = 'x'.repeat(30_000);
/** Multipart fields are always text; their "wrong type" is a file where text belongs. */
const AS_FILE = Symbol('as a file');

const event = { title: 'An event', month: 'October', date: '5', year: 2027 };
const teacher = { name: 'A teacher', email: 'teacher@example.org' };
const program = { title: 'A program' };
const testimonial = { quote: 'Lovely.' };
const newsletter = { month: 'March', year: 2024, link: 'https://example.org/n' };
const webinar = { title: 'A webinar', year: 2025, month: 'June' };

function routes(eventId: string): RouteCase[] {
  return [
    {
      method: 'post',
      path: '/api/auth/login',
      admin: false,
      valid: { username: 'nobody', password: 'secret1' },
      textField: 'username',
    },
    {
      method: 'post',
      path: '/api/auth/register',
      admin: true,
      valid: { username: 'new-user', password: 'secret1', confirmPassword: 'secret1' },
      textField: 'username',
    },
    {
      method: 'post',
      path: '/api/contact',
      admin: false,
      valid: { name: 'Ann', email: 'ann@example.org', message: 'Hello there friends' },
      textField: 'message',
    },
    {
      method: 'post',
      path: '/api/newsletter/subscribe',
      admin: false,
      valid: { email: 'ann@example.org' },
      textField: 'email',
    },
    {
      method: 'post',
      path: '/api/register',
      admin: false,
      valid: { eventId, name: 'Ann', email: 'ann@example.org' },
      textField: 'name',
    },
    {
      method: 'post',
      path: '/api/cms/events',
      encoding: 'eventData',
      admin: true,
      valid: event,
      textField: 'title',
    },
    {
      method: 'put',
      path: `/api/cms/events/${UNKNOWN_ID}`,
      encoding: 'eventData',
      admin: true,
      valid: event,
      textField: 'title',
    },
    { method: 'delete', path: `/api/cms/events/${UNKNOWN_ID}`, admin: true },
    {
      method: 'put',
      path: '/api/cms/events/reorder',
      admin: true,
      valid: { eventIds: [UNKNOWN_ID] },
      textField: 'eventIds',
    },
    {
      method: 'post',
      path: '/api/cms/teachers',
      encoding: 'fields',
      admin: true,
      valid: teacher,
      textField: 'name',
    },
    {
      method: 'put',
      path: `/api/cms/teachers/${UNKNOWN_ID}`,
      encoding: 'fields',
      admin: true,
      valid: teacher,
      textField: 'name',
    },
    { method: 'delete', path: `/api/cms/teachers/${UNKNOWN_ID}`, admin: true },
    { method: 'post', path: '/api/cms/programs', admin: true, valid: program, textField: 'title' },
    {
      method: 'put',
      path: `/api/cms/programs/${UNKNOWN_ID}`,
      admin: true,
      valid: program,
      textField: 'title',
    },
    { method: 'delete', path: `/api/cms/programs/${UNKNOWN_ID}`, admin: true },
    { method: 'get', path: '/api/cms/testimonials', admin: true },
    {
      method: 'post',
      path: '/api/cms/testimonials',
      admin: true,
      valid: testimonial,
      textField: 'quote',
    },
    {
      method: 'put',
      path: `/api/cms/testimonials/${UNKNOWN_ID}`,
      admin: true,
      valid: testimonial,
      textField: 'quote',
    },
    { method: 'delete', path: `/api/cms/testimonials/${UNKNOWN_ID}`, admin: true },
    { method: 'get', path: '/api/cms/newsletters', admin: true },
    {
      method: 'post',
      path: '/api/cms/newsletters',
      admin: true,
      valid: newsletter,
      textField: 'link',
    },
    {
      method: 'put',
      path: `/api/cms/newsletters/${UNKNOWN_ID}`,
      admin: true,
      valid: newsletter,
      textField: 'link',
    },
    { method: 'delete', path: `/api/cms/newsletters/${UNKNOWN_ID}`, admin: true },
    { method: 'get', path: '/api/cms/webinars', admin: true },
    { method: 'post', path: '/api/cms/webinars', admin: true, valid: webinar, textField: 'title' },
    {
      method: 'put',
      path: `/api/cms/webinars/${UNKNOWN_ID}`,
      admin: true,
      valid: webinar,
      textField: 'title',
    },
    { method: 'delete', path: `/api/cms/webinars/${UNKNOWN_ID}`, admin: true },
    { method: 'post', path: '/api/cms/seed', admin: true },
  ];
}

function send(agent: Agent, route: RouteCase, body?: Body): Test {
  const req = agent[route.method](route.path);
  if (body === undefined) return req;
  if (route.encoding === 'eventData') return req.field('eventData', JSON.stringify(body));
  if (route.encoding === 'fields') {
    let multipart = req.field('_', '');
    for (const [key, value] of Object.entries(body)) {
      multipart =
        value === AS_FILE
          ? multipart.attach(key, Buffer.from('text'), 'field.txt')
          : multipart.field(key, String(value));
    }
    return multipart;
  }
  return req.send(body);
}

let app: TestApp;
let admin: Agent;
let nonAdmin: Agent;
let anonymous: Agent;
let eventId: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAgent(app.handler);
  nonAdmin = await signedInAgent(app.handler, { isAdmin: false });
  anonymous = request.agent(app.handler);
  eventId = String((await EventModel.create({ slug: 'existing', title: 'Existing' }))._id);
});
afterAll(dropTestDatabase);

describe.each(
  routes(UNKNOWN_ID).map(
    (route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const,
  ),
)('%s', (_name, route) => {
  const agentFor = () => (route.admin ? admin : anonymous);

  if (route.admin) {
    it('answers 401 without a session and 403 for a non-admin', async () => {
      const unauthenticated = await send(anonymous, route, route.valid);
      expect(unauthenticated.status).toBe(401);
      expect(unauthenticated.body.message).toEqual(expect.any(String));
      expect((await send(nonAdmin, route, route.valid)).status).toBe(403);
    });
  }

  if (route.valid) {
    it('answers 400 with field errors for missing fields', async () => {
      const response = await send(agentFor(), route, {});
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    });
  }

  if (route.textField) {
    const field = route.textField;
    const wrongTypes: [string, unknown][] =
      route.encoding === 'fields'
        ? [['a file', AS_FILE]]
        : [
            ['a number', 12345],
            ['an object', { $gt: '' }],
          ];
    it.each([...wrongTypes, ['oversized text', BIG]])(
      `answers 400 when ${field} is %s`,
      async (_label, value) => {
        const response = await send(agentFor(), route, { ...route.valid, [field]: value });
        expect(response.status).toBe(400);
        expect(response.body.message).toEqual(expect.any(String));
      },
    );
  }

  if (route.path.includes(UNKNOWN_ID) || route.path === '/api/register') {
    it('answers 404 for unknown and malformed ids', async () => {
      const body =
        route.path === '/api/register' ? { ...route.valid, eventId: UNKNOWN_ID } : route.valid;
      expect((await send(agentFor(), route, body)).status).toBe(404);
      const malformed = { ...route, path: route.path.replace(UNKNOWN_ID, 'not-an-id') };
      const malformedBody =
        route.path === '/api/register' ? { ...route.valid, eventId: 'not-an-id' } : route.valid;
      expect((await send(agentFor(), malformed, malformedBody)).status).toBe(404);
    });
  }

  it('never answers 5xx to odd bodies', async () => {
    for (const odd of [null, [], 'text', 42, true]) {
      const req = agentFor()[route.method](route.path);
      const response = await req.set('Content-Type', 'application/json').send(JSON.stringify(odd));
      expect(response.status).toBeLessThan(500);
    }
  });
});

describe('requests that are not what they claim', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await request(app.handler)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"name": "Ann",');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers an oversized JSON body with 413', async () => {
    const response = await request(app.handler)
      .post('/api/contact')
      .send({ name: 'Ann', email: 'ann@example.org', message: 'x'.repeat(200 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The request is too large' });
  });

  it('rejects operator injection wherever input reaches a query', async () => {
    await request(app.handler)
      .post('/api/register')
      .send({ eventId: { $ne: null }, name: 'Ann', email: 'ann@example.org' })
      .expect(400);
    await request(app.handler)
      .post('/api/newsletter/subscribe')
      .send({ email: { $ne: null } })
      .expect(400);
    await request(app.handler).get('/api/events/slug/%7B%22%24gt%22%3A%22%22%7D').expect(404);
    await admin
      .put('/api/cms/events/reorder')
      .send({ eventIds: [{ $gt: '' }] })
      .expect(400);
  });

  it('answers unknown API paths with JSON 404 and never leaks a stack', async () => {
    const response = await request(app.handler).get('/api/definitely/not/here').expect(404);
    expect(response.body).toEqual({ message: 'No route for GET /api/definitely/not/here' });
  });

  it('the existing event accepts a valid registration (the table above uses an unknown one)', async () => {
    await request(app.handler)
      .post('/api/register')
      .send({ eventId, name: 'Ann', email: 'ann@example.org' })
      .expect(201);
  });
});
