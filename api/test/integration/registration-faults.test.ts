import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { connectWithRetry } from '../../src/db/connect';
import type { OutboxWorker } from '../../src/mail/outbox-worker';
import { OutboxModel } from '../../src/mail/outbox.model';
import { EventModel } from '../../src/modules/events/events.model';
import { RegistrationModel } from '../../src/modules/registrations/registrations.model';
import { spawnApiProcess } from '../support/api-process';
import { startTestOutboxWorker } from '../support/mail-worker';
import { SmtpSink, textOf } from '../support/smtp-sink';
import { eventually, formTime } from '../support/test-app';
import { startStandaloneDatabase } from '../support/standalone-database';
import { loopbackServers } from '../support/loopback-servers';

// Registrations in a rush while the API process is killed, and while the database is stopped:
// afterwards every stored registration has exactly one confirmation, and nobody else has one.
// A database of our own, so stopping it disturbs no other test.

const MEETING_LINK = 'https://meet.example.org/private-room';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'da-boulder-faults-db-'));
let database: Awaited<ReturnType<typeof startStandaloneDatabase>>;
let uri: string;
let smtp: SmtpSink;
// Closed after each test, passed or failed, so a failure leaves nothing listening.
const servers = loopbackServers();
let api: Awaited<ReturnType<typeof spawnApiProcess>> | undefined;
const env = () => ({
  MONGODB_URI: uri,
  FORM_SUBMISSIONS_PER_WINDOW: '100000',
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'a session secret of at least thirty-two characters',
});

beforeAll(async () => {
  database = await startStandaloneDatabase(dataDir);
  uri = database.uri('faults');
  await connectWithRetry(uri, { attempts: 5 });
  await mongoose.syncIndexes();
  smtp = await new SmtpSink().start();
}, 60_000);
afterEach(async () => {
  servers.closeAll();
  await api?.stop();
});
afterAll(async () => {
  await mongoose.connection.db?.dropDatabase().catch(() => undefined);
  await mongoose.disconnect();
  await smtp.stop();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Places for more than any rush can bring. A rush goes on until its fault is over, and while
 * FerretDB stops (some 3 s, at most 5 s before it is killed) it still answers on its open
 * connections: a rush brings about 200 people, and on a loaded machine brought 525, past the 500
 * places this once had. The last ones were then on the waitlist, rightly mailed the waitlist
 * note, not a confirmation, and the test read that as lost mail.
 */
const PLACES = 10_000;

/** An online retreat with places to spare, next year. */
const retreat = (title: string) =>
  EventModel.create({
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    month: 'June',
    date: '12',
    year: new Date().getFullYear() + 1,
    time: '10:00 AM',
    capacity: PLACES,
    meetingLink: MEETING_LINK,
  });

/** One person's registration through `apiUrl`: its status and message, or 0 when no answer came. */
async function register(
  apiUrl: string,
  eventId: string,
  email: string,
): Promise<{ status: number; message?: string }> {
  try {
    const response = await fetch(`${apiUrl}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventId,
        name: 'Rush Person',
        email,
        formIssuedAt: formTime({ sessionSecret: env().SESSION_SECRET }),
      }),
    });
    const { message } = (await response.json()) as { message?: string };
    return { status: response.status, message };
  } catch (error) {
    return { status: 0, message: String(error) };
  }
}

/**
 * People registering 8 at a time, each a new address; once `faultAfter` were answered, `fault`
 * runs, and they go on until it is over and 3 more each were answered. Each person's first
 * answer, by address.
 */
async function rush(
  apiUrl: () => string,
  eventId: string,
  faultAfter: number,
  fault: () => Promise<void>,
) {
  const answers = new Map<string, number>();
  let next = 0;
  let faulted: Promise<void> | undefined;
  let over = false;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let after = 0; after < 3; after += over ? 1 : 0) {
        const email = `person-${next++}@example.org`;
        answers.set(email, (await register(apiUrl(), eventId, email)).status);
        if (answers.size === faultAfter)
          faulted = fault().finally(() => {
            over = true;
          });
      }
    }),
  );
  await faulted;
  return answers;
}

/**
 * Sends what the outbox holds, as workers would once the mail queued for the registrations
 * that died with their request (or were stored by another process) has waited its time: mail
 * whose registration was stored goes, the rest is dropped.
 */
async function sendEverything(): Promise<void> {
  // This process's connections that the outage broke fail once each.
  await eventually(() =>
    OutboxModel.collection.updateMany({}, { $set: { nextAttemptAt: new Date(0) } }).then(
      () => true,
      () => false,
    ),
  );
  // Four workers, as four instances: each send opens its own SMTP connection.
  const workers: OutboxWorker[] = Array.from({ length: 4 }, () =>
    startTestOutboxWorker(
      { smtpUrl: smtp.url, mailFrom: 'site@example.org', mailDir: '' },
      { recordNeverStoredMs: 0, holdForRecordMs: 0 },
    ),
  );
  await eventually(async () => (await OutboxModel.countDocuments()) === 0, 60_000);
  await Promise.all(workers.map((worker) => worker.stop()));
}

/** The confirmations each address received for `title`. */
function confirmationsFor(title: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.received)
    if (mail.header('Subject') === `You're registered: ${title}`)
      counts.set(mail.to[0], (counts.get(mail.to[0]) ?? 0) + 1);
  return counts;
}

/** The addresses of the registrations stored for the event: every one with a confirmed place. */
async function storedAddresses(eventId: string): Promise<string[]> {
  const stored = await RegistrationModel.find({ eventId }, { email: 1, status: 1 }).lean();
  // The retreat had places to spare: a waitlisted one would be owed the waitlist note instead.
  expect(
    stored
      .filter((registration) => registration.status !== 'confirmed')
      .map(({ email, status }) => `${email} ${status}`),
  ).toEqual([]);
  return stored.map((registration) => registration.email).sort();
}

it('gives every registration stored when the API was killed exactly one confirmation', async () => {
  const event = await retreat('Killed API Retreat');
  const child = (api = await spawnApiProcess(env()));
  const answers = await rush(() => child.url, String(event._id), 12, child.kill);
  await sendEverything();

  const stored = await storedAddresses(String(event._id));
  const confirmations = confirmationsFor(event.title);
  // The kill cut some requests short (no answer) and ended the rest.
  expect([...answers.values()]).toContain(0);
  for (const [email, status] of answers) if (status === 201) expect(stored).toContain(email);
  expect([...confirmations.keys()].sort()).toEqual(stored);
  expect(new Set(confirmations.values())).toEqual(new Set([1]));
}, 90_000);

it('gives every registration stored while the database went down one confirmation, and a retry its link', async () => {
  const event = await retreat('Database Outage Retreat');
  const apiUrl = await servers.listen(createApp({ config: loadConfig(env()) }).callback());
  const answers = await rush(
    () => apiUrl,
    String(event._id),
    12,
    async () => {
      await database.stop();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      database = await startStandaloneDatabase(dataDir, database.port);
    },
  );
  const failed = [...answers].filter(([, status]) => status !== 201).map(([email]) => email);
  expect(failed.length).toBeGreaterThan(0);
  // Each of them tries again once the database is back, until answered (the connections the
  // outage broke fail once each, with a 503; a loaded machine takes a while to bring it back).
  for (const email of failed) {
    const tries: string[] = [];
    await eventually(
      async () => {
        const { status, message } = await register(apiUrl, String(event._id), email);
        tries.push(`${status} ${message ?? ''}`);
        return status === 201;
      },
      60_000,
      () => `${email} was answered ${[...new Set(tries)].join(' | ')}; last ${tries.at(-1)}`,
    );
  }
  servers.closeAll();
  await sendEverything();

  const stored = await storedAddresses(String(event._id));
  const confirmations = confirmationsFor(event.title);
  expect([...confirmations.keys()].sort()).toEqual(stored);
  expect(new Set(confirmations.values())).toEqual(new Set([1]));
  // Whoever tried again has the meeting link: from their confirmation, or the note that they
  // were registered already.
  for (const email of failed)
    expect(
      smtp.received.some((mail) => mail.to[0] === email && textOf(mail).includes(MEETING_LINK)),
    ).toBe(true);
}, 180_000);
