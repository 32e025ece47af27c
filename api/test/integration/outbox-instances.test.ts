import { enqueueMail } from '../../src/mail/outbox';
import { MailArchiveModel, OutboxModel } from '../../src/mail/outbox.model';
import { spawnOutboxWorkerProcess } from '../support/mail-worker';
import { SmtpSink } from '../support/smtp-sink';
import { eventually } from '../support/test-app';
import { connectTestDatabase, dropTestDatabase } from '../support/test-database';

// Two API instances on one database, as behind a load balancer: each a process of its own, with
// its own connection and its own SMTP server, so the test also sees which instance sent what.

const MESSAGES = 100;
const sinks = [new SmtpSink(), new SmtpSink()];
let instances: Awaited<ReturnType<typeof spawnOutboxWorkerProcess>>[] = [];

beforeAll(async () => {
  const uri = await connectTestDatabase();
  await Promise.all(sinks.map((sink) => sink.start()));
  instances = await Promise.all(sinks.map((sink) => spawnOutboxWorkerProcess(uri, sink.url)));
}, 60_000);
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await Promise.all(sinks.map((sink) => sink.stop()));
  await dropTestDatabase();
});

const delivered = () => sinks.flatMap((sink) => sink.received.map((mail) => mail.to[0]));

it('sends each message exactly once while two instances drain one outbox', async () => {
  const recipients = Array.from({ length: MESSAGES }, (_, i) => `registrant-${i}@example.org`);
  await enqueueMail(
    ...recipients.map((to, i) => ({ to: [to], subject: `Registration ${i}`, text: 'Welcome.' })),
  );

  await eventually(() => delivered().length >= MESSAGES, 60_000);
  await eventually(async () => (await OutboxModel.countDocuments()) === 0);
  // Many more polls of both instances: nothing is sent again.
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  expect(delivered().sort()).toEqual([...recipients].sort());
  // Both instances took part, so the claims really competed.
  for (const sink of sinks) expect(sink.received.length).toBeGreaterThan(0);
  expect(await MailArchiveModel.countDocuments({ status: 'sent' })).toBe(MESSAGES);
}, 90_000);
