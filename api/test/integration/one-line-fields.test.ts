import request from 'supertest';
import type { Model } from 'mongoose';
import { ContactMessageModel } from '../../src/modules/contact/contact.model';
import { EventModel } from '../../src/modules/events/events.model';
import { NewsletterModel } from '../../src/modules/newsletters/newsletters.model';
import { ProgramModel } from '../../src/modules/programs/programs.model';
import { RegistrationModel } from '../../src/modules/registrations/registrations.model';
import { SubscriptionModel } from '../../src/modules/subscriptions/subscriptions.model';
import { TeacherModel } from '../../src/modules/teachers/teachers.model';
import { TestimonialModel } from '../../src/modules/testimonials/testimonials.model';
import { WebinarModel } from '../../src/modules/webinars/webinars.model';
import { signedInAgent, startTestApp, type TestApp } from '../support/test-app';
import { dropTestDatabase } from '../support/test-database';

/**
 * Issue 30: a line break in a one-line field (a title that would add events to a calendar, a
 * name that would add lines to a mail) answers 400 beside the field and stores nothing, through
 * every content type's and public form's real endpoint; fields multi-line by nature keep theirs.
 */

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let eventId: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAgent(app.handler);
  eventId = String((await EventModel.create({ slug: 'open-day', title: 'Open Day' }))._id);
});
afterAll(dropTestDatabase);

type Body = Record<string, unknown>;
type Send = (body: Body) => request.Test;
const json =
  (path: string, agent: () => request.Agent | ReturnType<typeof request>): Send =>
  (body) =>
    agent().post(path).send(body);
const multipart =
  (path: string, part?: string): Send =>
  (body) => {
    const post = admin.post(path);
    if (part) return post.field(part, JSON.stringify(body));
    for (const [name, value] of Object.entries(body)) post.field(name, String(value));
    return post;
  };
const visitor = () => request(app.handler);
const cms = () => admin;

/** Each content type and public form: its endpoint, a valid body, a one-line and a multi-line field. */
const FORMS: [
  name: string,
  send: Send,
  valid: Body,
  model: Model<never>,
  oneLine: [field: string, label: string],
  multiline?: string,
][] = [
  [
    'event',
    multipart('/api/cms/events', 'eventData'),
    { title: 'Evening' },
    EventModel as unknown as Model<never>,
    ['title', 'Title'],
    'description',
  ],
  [
    'teacher',
    multipart('/api/cms/teachers'),
    { name: 'Ann Teacher' },
    TeacherModel as unknown as Model<never>,
    ['location', 'Location'],
    'bio',
  ],
  [
    'program',
    json('/api/cms/programs', cms),
    { title: 'Groups' },
    ProgramModel as unknown as Model<never>,
    ['title', 'Title'],
    'description',
  ],
  [
    'testimonial',
    json('/api/cms/testimonials', cms),
    { quote: 'Lovely.' },
    TestimonialModel as unknown as Model<never>,
    ['name', 'Name'],
    'quote',
  ],
  [
    'newsletter',
    json('/api/cms/newsletters', cms),
    { month: 'March', year: 2025, link: 'https://example.org/march', isSpecial: true },
    NewsletterModel as unknown as Model<never>,
    ['link', 'Link'],
    'specialDescription',
  ],
  [
    'webinar',
    json('/api/cms/webinars', cms),
    { title: 'Presence', month: 'June', year: 2025 },
    WebinarModel as unknown as Model<never>,
    ['presenter', 'Presenter'],
    'description',
  ],
  [
    'contact form',
    json('/api/contact', visitor),
    { name: 'Ann Lee', email: 'ann@example.org', message: 'Hello there, friends.' },
    ContactMessageModel as unknown as Model<never>,
    ['name', 'Name'],
    'message',
  ],
  [
    'registration form',
    (body) =>
      visitor()
        .post('/api/register')
        .send({ ...body, eventId }),
    { name: 'Ann Lee', email: 'ann@example.org' },
    RegistrationModel as unknown as Model<never>,
    ['diamondHeartGroupName', 'Group name'],
    'additionalMessage',
  ],
  [
    'subscribe form',
    json('/api/newsletter/subscribe', visitor),
    { email: 'ann@example.org' },
    SubscriptionModel as unknown as Model<never>,
    ['name', 'Name'],
  ],
];

describe.each(FORMS)('%s', (_name, post, valid, model, [field, label], multiline) => {
  it.each([
    ['CRLF and a calendar line', '\r\nBEGIN:VEVENT\r\nSUMMARY:Win'],
    ['a newline', '\nCall now'],
    ['a line separator', '\u2028Call now'],
  ])(`refuses %s in ${field}: "${label} must be a single line"`, async (_what, breaks) => {
    const before = await model.countDocuments();
    const response = await post({ ...valid, [field]: `Alpha${breaks}` });
    expect([response.status, response.body.errors?.[field]]).toEqual([
      400,
      `${label} must be a single line`,
    ]);
    expect(await model.countDocuments()).toBe(before);
  });

  if (multiline)
    it(`keeps the lines of ${multiline}`, async () => {
      const text = 'First line of a long enough text.\r\n\nSecond line\tindented.';
      const response = await post({ ...valid, [multiline]: text });
      expect(response.status).toBe(201);
      const stored = await model.findOne().sort({ _id: -1 }).lean<Record<string, unknown>>();
      expect(stored?.[multiline]).toBe(text);
    });
});
