import { startTestOutboxWorker } from '../../test/support/mail-worker';
import { capturedLogger } from '../../test/support/log-lines';
import { SmtpSink } from '../../test/support/smtp-sink';
import { eventually } from '../../test/support/test-app';
import { connectTestDatabase, dropTestDatabase } from '../../test/support/test-database';
import { enqueueMail } from './outbox';
import type { OutboxWorker } from './outbox-worker';
import { MailArchiveModel, OutboxModel } from './outbox.model';
import { createMailTransport, SMTP_TIMEOUTS } from './transport';

// An SMTP server that takes a message and never answers: every send ends within its timeouts,
// and the other instance's outbox goes on meanwhile.

const STALLED = 'stall@example.org';
const quick = { ...SMTP_TIMEOUTS, socketMs: 1_500, sendMs: 5_000 };
const sinks: SmtpSink[] = [];
const workers: OutboxWorker[] = [];
const mail = (to: string) => ({ to: [to], subject: `For ${to}`, text: 'Hello.' });
const smtpConfig = (sink: SmtpSink) => ({
  smtpUrl: sink.url,
  mailFrom: 'site@example.org',
  mailDir: '',
});

beforeAll(connectTestDatabase);
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await Promise.all(sinks.splice(0).map((sink) => sink.stop()));
  await Promise.all([OutboxModel.deleteMany({}), MailArchiveModel.deleteMany({})]);
});
afterAll(dropTestDatabase);

async function sink(options: ConstructorParameters<typeof SmtpSink>[0]) {
  const started = await new SmtpSink(options).start();
  sinks.push(started);
  return started;
}

function worker(to: SmtpSink, timeouts = quick) {
  const config = smtpConfig(to);
  const started = startTestOutboxWorker(config, {
    transport: createMailTransport(config, capturedLogger('silent').logger, timeouts),
  });
  workers.push(started);
  return started;
}

it('fails a send to a server that never answers DATA, within its timeouts', async () => {
  const silent = await sink({ stall: () => true });
  const transport = createMailTransport(smtpConfig(silent), capturedLogger('silent').logger, quick);
  const sent = transport.send({ id: '0123456789abcdef01234567', ...mail(STALLED) });
  await expect(sent).rejects.toThrow(/timeout|no answer/i);
  expect(silent.attempts).toHaveLength(1);
  transport.close();
});

it('ends even a send whose server answers each step just in time, by its deadline', async () => {
  const silent = await sink({ stall: () => true });
  // The socket's own timeout longer than the whole send may take: the deadline ends it.
  const transport = createMailTransport(smtpConfig(silent), capturedLogger('silent').logger, {
    ...quick,
    socketMs: 60_000,
    sendMs: 1_000,
  });
  await expect(
    transport.send({ id: '0123456789abcdef01234567', ...mail(STALLED) }),
  ).rejects.toThrow(/no answer from the SMTP server in 1000 ms/);
  transport.close();
});

it("goes on with the other instance's outbox while one instance's send is stalled", async () => {
  const stalling = await sink({ stall: (to) => to.includes(STALLED) });
  // Long enough for the other instance to send all it has, on a busy machine too.
  const first = worker(stalling, { ...quick, socketMs: 6_000, sendMs: 10_000 });
  await enqueueMail(mail(STALLED));
  await eventually(() => stalling.attempts.length === 1);

  // The second instance, on its own server, sends everything else while the first one waits.
  const other = await sink({});
  worker(other);
  const others = Array.from({ length: 10 }, (_, i) => `person-${i}@example.org`);
  await enqueueMail(...others.map(mail));
  await eventually(() => other.received.length === others.length);
  expect(other.received.map((received) => received.to[0]).sort()).toEqual([...others].sort());
  expect(await OutboxModel.findOne({ to: STALLED }).lean()).toMatchObject({
    status: 'sending',
    attempts: 1,
  });

  // Then the stalled send fails by its timeout and the message waits for its next attempt.
  await eventually(async () => (await OutboxModel.findOne({ to: STALLED }).lean())?.lastError);
  expect((await OutboxModel.findOne({ to: STALLED }).lean())?.lastError).toMatch(/timeout/i);
  await first.stop();
});

it('sends every attempt of a message under one Message-ID, made from its outbox id', async () => {
  const deferring = await sink({ deferFirst: true });
  worker(deferring);
  await enqueueMail(mail('twice@example.org'));
  const archived = await eventually(() => MailArchiveModel.findOne().lean());
  expect(archived).toMatchObject({ status: 'sent', attempts: 2 });
  const ids = deferring.attempts.map((attempt) => attempt.header('Message-ID'));
  expect(ids).toEqual([
    `<${String(archived!._id)}@example.org>`,
    `<${String(archived!._id)}@example.org>`,
  ]);
});
