import { createServer } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import mongoose from 'mongoose';
import { CONNECTION_LIMITS, IDLE_SOCKET_MS } from '@da-boulder/server-kit/connection-limits';
import { createApp } from './app';
import { bootstrapAdmin } from './auth/bootstrap-admin';
import { sweepExpiredSessions } from './auth/session';
import { sweepStaffTokens } from './auth/staff-tokens';
import { purgeOldActivity } from './modules/staff/activity';
import { purgeTrash } from './content/trash';
import { startPublishing } from './content/drafts';
import { startSweep } from './operations/sweep';
import { sweepExpiredSlots } from './security/rate-limit/rate-limiter';
import { ConfigError, loadConfig } from './config/env';
import { connectWithRetry } from './db/connect';
import { pruneListVersions } from './db/list-version';
import { startOutboxWorker } from './mail/outbox-worker';
import { Lifecycle, stopServing } from './operations/lifecycle';
import { createLogger } from './operations/logger';
import { runMigrations } from './operations/migrations';
import { createMailTransport } from './mail/transport';
import { messageList } from './modules/contact/contact-admin.routes';
import { registrationList } from './modules/registrations/registration-list';
import { sendReminders } from './modules/registrations/reminders';
import { registrationMailing } from './modules/registrations/registrations.routes';
import { fillWaitlists } from './modules/registrations/registrations.service';
import { tellUntoldChanges } from './modules/registrations/event-registrants';
import { subscriberList } from './modules/subscriptions/subscriptions-admin.routes';
import { HELD_DAYS, purgeHeld } from './shared/admin-list';
import { seedOnce } from './seed/seed';
import { sweepUploadTempDir } from './uploads/multipart';
import { bumpContentVersion } from './cache/content-version';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often reminders falling due are looked for: each goes at most this late. */
const REMINDER_SWEEP_MS = 5 * 60_000;
/** How often free places nobody was given go to the people on waitlists. */
const WAITLIST_SWEEP_MS = 5 * 60_000;

/** The log until the configuration is read (to say why it cannot be), on its defaults. */
let logger = createLogger({
  logLevel: 'info',
  nodeEnv: process.env.NODE_ENV === 'production' ? 'production' : 'development',
});

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  logger = createLogger(config);
  const log = (message: string) => logger.info(message);

  // Listening from the start: health checks tell a load balancer it is starting (ready 503)
  // while requests wait until it serves.
  const lifecycle = new Lifecycle('starting');
  const app = createApp({ config, logger, lifecycle });
  const server = createServer(CONNECTION_LIMITS, app.callback());
  server.timeout = IDLE_SOCKET_MS;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  log(`listening on http://${config.host}:${config.port}, starting`);

  await connectWithRetry(config.mongodbUri, { log: (m) => logger.warn(m) });
  // Before anything reads the data they change; of instances starting together, one runs them.
  await runMigrations(mongoose.connection.db!, { log });
  // Models declare their indexes; build them before the first request relies on uniqueness.
  await mongoose.syncIndexes();
  await bootstrapAdmin(config, log);
  if (await seedOnce()) log('seeded the sample content (first start)');
  await sweepExpiredSessions();
  const leftovers = await sweepUploadTempDir(config.uploadTempDir);
  if (leftovers > 0) log(`removed ${leftovers} upload(s) left from the last run`);
  // A periodic sweep that failed (the database away a moment) is logged and tried at the next.
  const sweepFailed = (what: string) => (error: unknown) =>
    logger.warn({ err: error }, `${what} failed; it is tried again at the next sweep`);
  // What the spam trap held and no admin released within HELD_DAYS: at start, then daily.
  const heldLists = [registrationList, messageList, subscriberList];
  // With them, the list versions of processes long gone (each start writes under a new one),
  // the activity log's entries past their year, staff links past their end, and what has been in
  // the trash its TRASH_DAYS.
  const purgeHeldNow = () =>
    Promise.all([
      purgeHeld(heldLists),
      pruneListVersions(),
      purgeOldActivity(),
      sweepStaffTokens(),
      purgeTrash(),
    ]).then(([purged]) => {
      if (purged > 0) log(`deleted ${purged} held submission(s) past their ${HELD_DAYS} days`);
    });
  await purgeHeldNow();
  // Each confirmed registrant's reminder a day ahead; every instance sweeps, one claim mails.
  const remindNow = () =>
    sendReminders(config).then((queued) => {
      if (queued > 0) log(`queued ${queued} event reminder(s)`);
    });
  // Places nobody holds (a raised capacity, a registration deleted or never stored) go to the
  // first waiting. The public count is told through the shared content version, as another
  // instance's.
  const waiting = registrationMailing(config, { bump: bumpContentVersion });
  const sweeps = [
    // Rate-limit slots of ended windows (FerretDB has no TTL indexes).
    startSweep(sweepExpiredSlots, 10 * 60_000, sweepFailed('sweeping rate-limit slots')),
    startSweep(purgeHeldNow, DAY_MS, sweepFailed('the daily purge')),
    startSweep(remindNow, REMINDER_SWEEP_MS, sweepFailed('queuing reminders')),
    startSweep(() => fillWaitlists(waiting), WAITLIST_SWEEP_MS, sweepFailed('filling waitlists')),
    // Changes saved while their notices could not be queued: told once mail can be queued again.
    startSweep(
      () => tellUntoldChanges(waiting),
      WAITLIST_SWEEP_MS,
      sweepFailed('telling registrants of changes'),
    ),
    // Drafts whose publish time has come: every instance sweeps, one claim publishes.
    startPublishing(sweepFailed('publishing due drafts')),
  ];
  const mailLog = logger.child({ part: 'mail' });
  const transport = createMailTransport(config, mailLog);
  const outbox = startOutboxWorker({ transport, logger: mailLog });
  lifecycle.serve();
  log('ready');

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const drainMs = config.shutdownDrainMs;
    log(
      `${signal}: not ready; taking requests for ${drainMs} ms more, then finishing those in flight`,
    );
    // Stop accepting after the drain, let in-flight requests and sweeps finish (their mail is
    // queued), then stop the mail worker and the database.
    void stopServing(server, lifecycle, delay(drainMs))
      .then(() => Promise.all(sweeps.map((sweep) => sweep.stop())))
      .then(() => outbox.stop())
      .then(() => transport.close())
      .then(() => mongoose.disconnect())
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(1), drainMs + 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
