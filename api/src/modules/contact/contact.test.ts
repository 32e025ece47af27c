import request from 'supertest';
import { withMailingTestApp } from '../../../test/support/mailing-test-app';
import { SmtpSink } from '../../../test/support/smtp-sink';
import { eventually, formTime, type TestApp } from '../../../test/support/test-app';
import { ContactMessageModel } from './contact.model';

let app: TestApp;
let smtp: SmtpSink;
withMailingTestApp({ CONTACT_EMAIL: 'teachers@example.org' }, (parts) => ({ app, smtp } = parts));

describe('POST /api/contact', () => {
  it('stores the message and mails CONTACT_EMAIL with the visitor as Reply-To', async () => {
    const response = await request(app.handler)
      .post('/api/contact')
      .send({
        name: 'Tom Baker',
        email: 'tom@example.org',
        interest: 'ongoing-groups',
        message: 'I would like to join a group.',
        formIssuedAt: formTime(app.config),
      })
      .expect(201);
    expect(response.body).toEqual({
      message: "Thank you for reaching out. We'll get back to you soon.",
    });
    expect(await ContactMessageModel.countDocuments({ email: 'tom@example.org' })).toBe(1);
    await eventually(() => smtp.received.length === 1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual(['teachers@example.org']);
    expect(mail.header('Reply-To')).toBe('tom@example.org');
    expect(mail.raw).toContain('I would like to join a group.');
  });

  it('stores and mails a message pressed twice at once only once', async () => {
    const message = {
      name: 'Nora Twice',
      email: 'nora@example.org',
      message: 'Pressed twice without scripts.',
      formIssuedAt: formTime(app.config),
    };
    const post = (body: object) => request(app.handler).post('/api/contact').send(body);
    const answers = await Promise.all([post(message), post(message)]);
    expect(answers.map(({ status }) => status)).toEqual([201, 201]);
    expect(answers[1].body).toEqual(answers[0].body);
    // Other words from the same page are another message.
    await post({ ...message, message: 'And one more thing, after all.' }).expect(201);
    expect(await ContactMessageModel.countDocuments({ email: 'nora@example.org' })).toBe(2);
    await eventually(() => smtp.received.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(2);
  });

  it("validates with SPEC §5's messages; interest is optional", async () => {
    await request(app.handler)
      .post('/api/contact')
      .send({
        name: 'Al',
        email: 'al@example.org',
        message: 'Hello there, friends.',
        formIssuedAt: formTime(app.config),
      })
      .expect(201);
    await eventually(() => smtp.received.length === 1);
    const response = await request(app.handler)
      .post('/api/contact')
      .send({ name: 'A', email: 'nope', message: 'short', formIssuedAt: formTime(app.config) })
      .expect(400);
    expect(response.body).toEqual({
      message: 'Name must be at least 2 characters.',
      errors: {
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        message: 'Message must be at least 10 characters.',
      },
    });
  });

  it('asks for an area of interest in a message from the contact page’s form, as the form does', async () => {
    const message = {
      name: 'Dana Scriptless',
      email: 'dana-interest@example.org',
      message: 'Sent without choosing an area.',
    };
    const response = await request(app.handler)
      .post('/api/contact')
      .send({ ...message, form: 'contact-page', interest: '', formIssuedAt: formTime(app.config) })
      .expect(400);
    expect(response.body).toEqual({
      message: 'Please select an area of interest.',
      errors: { interest: 'Please select an area of interest.' },
    });
    expect(await ContactMessageModel.countDocuments({ email: message.email })).toBe(0);
    // A speak-with-teacher form leaves it open.
    await request(app.handler)
      .post('/api/contact')
      .send({ ...message, form: 'speak-with-teacher', formIssuedAt: formTime(app.config) })
      .expect(201);
    await request(app.handler)
      .post('/api/contact')
      .send({
        ...message,
        form: 'contact-page',
        interest: 'meditation',
        formIssuedAt: formTime(app.config),
      })
      .expect(201);
    const stored = await ContactMessageModel.find({ email: message.email }).lean();
    expect(stored.map(({ interest }) => interest).sort()).toEqual(['', 'meditation']);
  });
});
