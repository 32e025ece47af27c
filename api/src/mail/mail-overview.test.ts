import request, { type Agent } from 'supertest';
import { expectAdminOnly } from '../../test/support/admin-only';
import { startTestOutboxWorker } from '../../test/support/mail-worker';
import { SmtpSink } from '../../test/support/smtp-sink';
import {
  eventually,
  formTime,
  signedInAgent,
  startTestApp,
  type TestApp,
} from '../../test/support/test-app';
import { dropTestDatabase } from '../../test/support/test-database';
import type { OutboxWorker } from './outbox-worker';
import {
  GivenUpMailModel,
  MailArchiveModel,
  OutboxLeaseModel,
  OutboxModel,
  SECRET_NOT_KEPT,
} from './outbox.model';

let app: TestApp;
let admin: Agent;
let smtp: SmtpSink;
let worker: OutboxWorker | undefined;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  app = await startTestApp({ SMTP_URL: smtp.url, CONTACT_EMAIL: 'teachers@example.org' });
  admin = await signedInAgent(app.handler);
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await Promise.all([
    OutboxModel.deleteMany({}),
    OutboxLeaseModel.deleteMany({}),
    MailArchiveModel.deleteMany({}),
    GivenUpMailModel.deleteMany({}),
  ]);
});
afterAll(async () => {
  await smtp.stop();
  await dropTestDatabase();
});

const UNKNOWN = '65a0000000000000000000ff';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 9, minute));
const mail = (subject: string) => ({ to: ['someone@example.org'], subject, text: 'Secret.' });
const archived = (subject: string, status: 'sent' | 'failed', minute: number) => ({
  ...mail(subject),
  status,
  attempts: 20,
  lastError: status === 'failed' ? 'connect ECONNREFUSED' : '',
  queuedAt: at(minute),
  finishedAt: at(minute + 30),
});

describe('the mail outbox admins read', () => {
  it('is for admins only, and never cached', async () => {
    await expectAdminOnly(app.handler, [
      { method: 'get', path: '/api/cms/mail' },
      { method: 'post', path: `/api/cms/mail/${UNKNOWN}/retry` },
    ]);
  });

  it('says how much waits and failed, when mail last went out, and lists both newest first', async () => {
    await OutboxModel.create([
      { ...mail('Waiting'), createdAt: at(3), attempts: 1, lastError: 'greeting never came' },
      { ...mail('Being sent'), createdAt: at(5), status: 'sending', attempts: 1 },
    ]);
    await GivenUpMailModel.create([
      archived('Given up', 'failed', 4),
      archived('Given up long ago', 'failed', 1),
    ]);
    await MailArchiveModel.create([archived('Sent', 'sent', 2), archived('Sent last', 'sent', 6)]);
    const response = await admin.get('/api/cms/mail').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      pending: 2,
      failed: 2,
      lastSentAt: at(36).toISOString(),
      messages: [
        expect.objectContaining({ subject: 'Being sent', status: 'sending' }),
        {
          id: expect.any(String),
          to: ['someone@example.org'],
          subject: 'Given up',
          status: 'failed',
          attempts: 20,
          lastError: 'connect ECONNREFUSED',
          createdAt: at(4).toISOString(),
        },
        {
          id: expect.any(String),
          to: ['someone@example.org'],
          subject: 'Waiting',
          status: 'pending',
          attempts: 1,
          lastError: 'greeting never came',
          createdAt: at(3).toISOString(),
        },
        expect.objectContaining({ subject: 'Given up long ago', status: 'failed' }),
      ],
      total: 4,
      page: 1,
      pageSize: 100,
    });

    const subjects = async (query: string) =>
      (await admin.get(`/api/cms/mail?${query}`).expect(200)).body.messages.map(
        (message: { subject: string }) => message.subject,
      );
    expect(await subjects('page=2&pageSize=2')).toEqual(['Waiting', 'Given up long ago']);
    expect(await subjects('page=2&pageSize=3')).toEqual(['Given up long ago']);
    expect(await subjects('page=3&pageSize=2')).toEqual([]);
    await admin.get('/api/cms/mail?pageSize=101').expect(400);
  });

  it('is empty with no mail at all', async () => {
    await admin.get('/api/cms/mail').expect(200, {
      pending: 0,
      failed: 0,
      lastSentAt: null,
      messages: [],
      total: 0,
      page: 1,
      pageSize: 100,
    });
  });

  it('retries a mail that failed while SMTP was down, and delivers it once SMTP is back', async () => {
    await smtp.stop();
    worker = startTestOutboxWorker(app.config, { maxAttempts: 2 });
    await request(app.handler)
      .post('/api/contact')
      .send({
        name: 'Tom Baker',
        email: 'tom@example.org',
        message: 'I would like to join a group.',
        formIssuedAt: formTime(app.config),
      })
      .expect(201);
    await eventually(async () => (await GivenUpMailModel.countDocuments()) === 1);
    // Beside the archive of sent mail, which the dashboard's counts never read.
    expect(await MailArchiveModel.countDocuments()).toBe(0);
    const down = (await admin.get('/api/cms/mail').expect(200)).body;
    expect(down).toMatchObject({ pending: 0, failed: 1, lastSentAt: null });
    const [failed] = down.messages;
    expect(failed).toMatchObject({ to: ['teachers@example.org'], status: 'failed', attempts: 2 });
    expect(failed.lastError).not.toBe('');

    await smtp.start();
    expect(smtp.received).toHaveLength(0);
    const retried = await admin.post(`/api/cms/mail/${failed.id}/retry`).expect(200);
    expect(retried.headers['cache-control']).toBe('no-store');
    expect(retried.body).toEqual({
      mail: { ...failed, status: 'pending', attempts: 0 },
    });

    await eventually(() => smtp.received.length === 1);
    expect(smtp.received[0].to).toEqual(['teachers@example.org']);
    expect(smtp.received[0].raw).toContain('I would like to join a group.');
    await eventually(async () => (await MailArchiveModel.countDocuments({ status: 'sent' })) === 1);
    const sent = await MailArchiveModel.findById(failed.id).lean();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: '' });
    const up = (await admin.get('/api/cms/mail').expect(200)).body;
    expect(up).toMatchObject({ pending: 0, failed: 0, messages: [] });
    expect(Date.parse(up.lastSentAt)).toBeGreaterThan(Date.now() - 60_000);

    // Sent is sent: a second retry sends nothing.
    expect((await admin.post(`/api/cms/mail/${failed.id}/retry`).expect(409)).body).toEqual({
      message: 'This mail was sent',
    });
    await worker.runOnce();
    expect(smtp.received).toHaveLength(1);
  });

  it('puts the whole message back in the outbox, as it was queued', async () => {
    const [failed] = await GivenUpMailModel.create([
      {
        ...archived('Welcome', 'failed', 7),
        replyTo: 'chapter@example.org',
        headers: { 'List-Unsubscribe': '<https://example.org/u>' },
      },
    ]);
    await admin.post(`/api/cms/mail/${failed._id}/retry`).expect(200);
    expect(await OutboxModel.findById(failed._id).lean()).toMatchObject({
      to: ['someone@example.org'],
      replyTo: 'chapter@example.org',
      subject: 'Welcome',
      text: 'Secret.',
      headers: { 'List-Unsubscribe': '<https://example.org/u>' },
      status: 'pending',
      attempts: 0,
      lastError: 'connect ECONNREFUSED',
      createdAt: at(7),
    });
    expect(await GivenUpMailModel.countDocuments()).toBe(0);
  });

  it('refuses to retry a mail still waiting (409), an unknown one (404) or a bad id (400)', async () => {
    const [waiting] = await OutboxModel.create([mail('Waiting')]);
    expect((await admin.post(`/api/cms/mail/${waiting._id}/retry`).expect(409)).body).toEqual({
      message: 'This mail is already waiting to be sent',
    });
    expect((await admin.post(`/api/cms/mail/${UNKNOWN}/retry`).expect(404)).body).toEqual({
      message: 'Mail not found',
    });
    await admin.post('/api/cms/mail/nope/retry').expect(400);
  });

  it('refuses to retry a mail whose sign-in link or code was not kept: a new one is asked for', async () => {
    const [failed] = await GivenUpMailModel.create([
      { ...archived('Choose a new password', 'failed', 3), text: SECRET_NOT_KEPT, secret: true },
    ]);
    expect((await admin.post(`/api/cms/mail/${failed._id}/retry`).expect(409)).body).toEqual({
      message: 'This mail held a sign-in link or code, which is not kept: ask for a new one',
    });
    expect(await OutboxModel.exists({ _id: failed._id })).toBeNull();
  });
});
