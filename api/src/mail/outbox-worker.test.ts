import { startTestOutboxWorker } from '../../test/support/mail-worker';
import { SmtpSink } from '../../test/support/smtp-sink';
import { eventually } from '../../test/support/test-app';
import { connectTestDatabase, dropTestDatabase } from '../../test/support/test-database';
import { erasePerson } from '../modules/privacy/privacy.service';
import { SENT_MAIL_RETENTION_DAYS, type OutboxWorker } from './outbox-worker';
import { mailOverview } from './mail-overview';
import {
  GivenUpMailModel,
  LAST_SENT_ID,
  MailArchiveModel,
  MailLastSentModel,
  OutboxLeaseModel,
  OutboxModel,
} from './outbox.model';

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const mail = (to: string) => ({ to: [to], subject: `For ${to}`, text: 'Hello.' });

let sink: SmtpSink;
let worker: OutboxWorker | undefined;
const smtpConfig = () => ({ smtpUrl: sink.url, mailFrom: 'site@example.org', mailDir: '' });

beforeAll(async () => {
  await connectTestDatabase();
  sink = await new SmtpSink().start();
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  sink.received.length = 0;
  await Promise.all([
    OutboxModel.deleteMany({}),
    OutboxLeaseModel.deleteMany({}),
    MailArchiveModel.deleteMany({}),
    GivenUpMailModel.deleteMany({}),
    MailLastSentModel.deleteMany({}),
  ]);
});
afterAll(async () => {
  await sink.stop();
  await dropTestDatabase();
});

const recipients = () => sink.received.map((received) => received.to);

describe('outbox worker', () => {
  it('sends a message whose sender died mid-send once its lease has ended, not before', async () => {
    await OutboxModel.create([
      { ...mail('lapsed@example.org'), status: 'sending', attempts: 1, nextAttemptAt: ago(1_000) },
      {
        ...mail('held@example.org'),
        status: 'sending',
        attempts: 1,
        nextAttemptAt: new Date(Date.now() + 60_000),
      },
    ]);
    worker = startTestOutboxWorker(smtpConfig());
    await eventually(async () => (await MailArchiveModel.countDocuments()) === 1);
    await worker.runOnce();

    expect(recipients()).toEqual([['lapsed@example.org']]);
    expect(await MailArchiveModel.findOne().lean()).toMatchObject({
      to: ['lapsed@example.org'],
      status: 'sent',
      attempts: 2,
    });
    expect(await OutboxModel.findOne().lean()).toMatchObject({
      to: ['held@example.org'],
      status: 'sending',
    });
  });

  it('frees a message whose claimer died between lease and claim when the lease ends', async () => {
    const [orphaned, leased] = await OutboxModel.create([
      mail('orphaned@example.org'),
      mail('leased@example.org'),
    ]);
    await OutboxLeaseModel.create([
      { messageId: orphaned._id, attempt: 0, expiresAt: ago(1_000) },
      { messageId: leased._id, attempt: 0, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    worker = startTestOutboxWorker(smtpConfig());
    await eventually(async () => (await MailArchiveModel.countDocuments()) === 1);
    await worker.runOnce();

    expect(recipients()).toEqual([['orphaned@example.org']]);
    expect(await OutboxModel.findById(leased._id).lean()).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
  });

  it('retries with backoff, then keeps a message it gave up on as failed', async () => {
    const closed = await new SmtpSink().start();
    await closed.stop();
    await OutboxModel.create(mail('unlucky@example.org'));
    worker = startTestOutboxWorker({ ...smtpConfig(), smtpUrl: closed.url }, { maxAttempts: 3 });

    const failed = await eventually(() => GivenUpMailModel.findOne().lean());
    expect(failed).toMatchObject({
      to: ['unlucky@example.org'],
      text: 'Hello.',
      status: 'failed',
      attempts: 3,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
    // Archived first, then taken out of the outbox: a moment apart.
    await eventually(async () => (await OutboxModel.countDocuments()) === 0);
  });

  it('notes when mail last went out, which the dashboard reads without the archive', async () => {
    await OutboxModel.create(mail('noted@example.org'));
    worker = startTestOutboxWorker(smtpConfig());
    const sent = (await eventually(() => MailArchiveModel.findOne().lean()))!;
    const noted = (await eventually(() => MailLastSentModel.findById(LAST_SENT_ID).lean()))!;
    expect(noted.at).toEqual(sent.finishedAt);
    // Its archived copy gone (past its retention), the dashboard still knows.
    await MailArchiveModel.deleteMany({});
    const { lastSentAt } = await mailOverview({ page: 1, pageSize: 10 });
    expect(lastSentAt).toBe(sent.finishedAt.toISOString());
  });

  it('deletes sent mail older than the retention period and keeps failed mail', async () => {
    const archived = (to: string, status: 'sent' | 'failed', days: number) => ({
      ...mail(to),
      status,
      attempts: 1,
      queuedAt: ago(days * DAY_MS),
      finishedAt: ago(days * DAY_MS),
    });
    await MailArchiveModel.create([
      archived('old@example.org', 'sent', SENT_MAIL_RETENTION_DAYS + 1),
      archived('recent@example.org', 'sent', SENT_MAIL_RETENTION_DAYS - 1),
    ]);
    await GivenUpMailModel.create(
      archived('failed@example.org', 'failed', 2 * SENT_MAIL_RETENTION_DAYS),
    );
    // Left in the outbox by a crash between marking them finished and moving them out.
    await OutboxModel.create([
      { ...mail('leftover@example.org'), status: 'sent', attempts: 1, finishedAt: ago(DAY_MS) },
      {
        ...mail('left-failed@example.org'),
        status: 'failed',
        attempts: 20,
        finishedAt: ago(DAY_MS),
      },
    ]);
    worker = startTestOutboxWorker(smtpConfig());
    await eventually(
      async () =>
        (await MailArchiveModel.countDocuments()) === 2 &&
        (await OutboxModel.countDocuments()) === 0,
    );

    const recipientsIn = async (model: typeof MailArchiveModel) =>
      (await model.find().lean()).map((message) => message.to[0]).sort();
    expect(await recipientsIn(MailArchiveModel)).toEqual([
      'leftover@example.org',
      'recent@example.org',
    ]);
    expect(await recipientsIn(GivenUpMailModel)).toEqual([
      'failed@example.org',
      'left-failed@example.org',
    ]);
    expect(recipients()).toEqual([]);
  });

  it.each([
    ['sent', MailArchiveModel],
    ['given up on', GivenUpMailModel],
  ] as const)(
    'keeps no record of a mail %s while its person was being erased',
    async (_, finished) => {
      let sendsStarted = 0;
      let endSends!: () => void;
      const sendsMayEnd = new Promise<void>((resolve) => (endSends = resolve));
      const transport = {
        async send() {
          sendsStarted++;
          await sendsMayEnd;
          if (finished === GivenUpMailModel) throw new Error('550 mailbox unavailable');
        },
        close() {},
      };
      await OutboxModel.create([mail('pam@erase.example.org'), mail('quin@erase.example.org')]);
      worker = startTestOutboxWorker(smtpConfig(), { transport, maxAttempts: 1 });
      await eventually(() => sendsStarted === 2);

      // Asked to forget Pam while her mail is on its way: it may still go, but leaves nothing.
      await erasePerson('pam@erase.example.org', '');
      endSends();
      await eventually(async () => (await OutboxModel.countDocuments()) === 0);
      await worker.runOnce();
      expect((await finished.find().lean()).map((message) => message.to)).toEqual([
        ['quin@erase.example.org'],
      ]);
    },
  );
});
