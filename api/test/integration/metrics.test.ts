import mongoose from 'mongoose';
import request from 'supertest';
import { proxyToApi } from '../../../shell/server/api-proxy.mjs';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { OutboxModel } from '../../src/mail/outbox.model';
import { loopbackServers } from '../support/loopback-servers';
import { startTestOutboxWorker } from '../support/mail-worker';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, startTestApp, type TestApp } from '../support/test-app';
import { dropTestDatabase } from '../support/test-database';

const TOKEN = 'metrics-token-for-the-tests';
const { listen, closeAll } = loopbackServers();

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN: TOKEN, FORM_SUBMISSIONS_PER_WINDOW: '1' });
});
afterAll(async () => {
  closeAll();
  await dropTestDatabase();
});

/** GET /api/metrics as Prometheus would, from this machine's loopback without a proxy. */
async function scrape(): Promise<string> {
  const response = await request(app.handler).get('/api/metrics').expect(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text;
}

/** A sample's value in the scraped text: the line of `name` whose labels include `labels`. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value))
      return Number(match[3]);
  }
  return 0;
}

/** Polls the metrics until `name` (with `labels`) has risen past `before`; answers the text. */
async function risen(name: string, labels: Record<string, string>, before: number) {
  let text = '';
  await eventually(async () => valueOf((text = await scrape()), name, labels) > before);
  return text;
}

describe('GET /api/metrics', () => {
  it('counts requests by route pattern and status, never by the path asked', async () => {
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    const event = { method: 'GET', route: '/api/events/slug/:slug', status: '404' };
    const text = await scrape();
    const before = valueOf(text, 'http_request_duration_seconds_count', unmatched);
    const eventBefore = valueOf(text, 'http_request_duration_seconds_count', event);

    await request(app.handler).get('/api/no-such-thing?token=secret-value').expect(404);
    await request(app.handler).get('/api/events/slug/no-such-event').expect(404);

    const after = await risen('http_request_duration_seconds_count', event, eventBefore);
    expect(valueOf(after, 'http_request_duration_seconds_count', unmatched)).toBe(before + 1);
    expect(valueOf(after, 'http_request_duration_seconds_count', event)).toBe(eventBefore + 1);
    expect(valueOf(after, 'http_request_duration_seconds_bucket', { ...event, le: '+Inf' })).toBe(
      eventBefore + 1,
    );
    expect(after).not.toMatch(/no-such|secret-value/);
    // The process's own, from prom-client's defaults.
    expect(valueOf(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts mails sent, and failed attempts at a mail server that refuses them', async () => {
    const refusing = await new SmtpSink({ refuse: true }).start();
    const accepting = await new SmtpSink().start();
    const config = { mailFrom: 'site@example.org', mailDir: '' };
    const text = await scrape();
    const failedBefore = valueOf(text, 'mail_failed_total', { given_up: 'false' });
    const givenUpBefore = valueOf(text, 'mail_failed_total', { given_up: 'true' });
    const sentBefore = valueOf(text, 'mail_sent_total');

    await OutboxModel.create({ to: ['someone@example.org'], subject: 'Refused', text: 'Hello.' });
    const failing = startTestOutboxWorker({ ...config, smtpUrl: refusing.url }, { maxAttempts: 2 });
    const failed = await risen('mail_failed_total', { given_up: 'true' }, givenUpBefore);
    await failing.stop();
    expect(valueOf(failed, 'mail_failed_total', { given_up: 'false' })).toBe(failedBefore + 1);
    expect(valueOf(failed, 'mail_failed_total', { given_up: 'true' })).toBe(givenUpBefore + 1);
    expect(refusing.received).toHaveLength(0);

    await OutboxModel.create({ to: ['someone@example.org'], subject: 'Taken', text: 'Hello.' });
    const sending = startTestOutboxWorker({ ...config, smtpUrl: accepting.url });
    await risen('mail_sent_total', {}, sentBefore);
    await sending.stop();
    expect(accepting.received).toHaveLength(1);
    await Promise.all([refusing.stop(), accepting.stop()]);
  });

  it('reads the outbox depth from the database when scraped', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    await OutboxModel.create(
      ['one', 'two'].map((name) => ({
        to: [`${name}@example.org`],
        subject: name,
        text: 'Hello.',
        nextAttemptAt: later,
      })),
    );
    const waiting = await OutboxModel.countDocuments({
      status: mongoose.trusted({ $in: ['pending', 'sending'] }),
    });
    expect(waiting).toBeGreaterThanOrEqual(2);
    expect(valueOf(await scrape(), 'mail_outbox_depth')).toBe(waiting);
  });

  it('counts held submissions by kind, rate-limit refusals by limiter, cache hits and misses', async () => {
    const held = { kind: 'subscription' };
    const limiter = { limiter: 'form:/api/newsletter/subscribe' };
    const text = await scrape();
    const heldBefore = valueOf(text, 'held_submissions_total', held);
    const refusedBefore = valueOf(text, 'rate_limit_refusals_total', limiter);
    const hitsBefore = valueOf(text, 'public_read_cache_lookups_total', { result: 'hit' });
    const missesBefore = valueOf(text, 'public_read_cache_lookups_total', { result: 'miss' });

    // A bot's (the honeypot filled): held. The form allows one a window here, so then a 429.
    const bot = { email: 'bot@example.org', name: 'Bot', website: 'http://spam.example' };
    await request(app.handler).post('/api/newsletter/subscribe').send(bot).expect(201);
    await request(app.handler).post('/api/newsletter/subscribe').send(bot).expect(429);
    await request(app.handler).get('/api/testimonials').expect(200);
    await request(app.handler).get('/api/testimonials').expect(200);

    const after = await scrape();
    expect(valueOf(after, 'held_submissions_total', held)).toBe(heldBefore + 1);
    expect(valueOf(after, 'rate_limit_refusals_total', limiter)).toBe(refusedBefore + 1);
    expect(valueOf(after, 'public_read_cache_lookups_total', { result: 'miss' })).toBe(
      missesBefore + 1,
    );
    expect(valueOf(after, 'public_read_cache_lookups_total', { result: 'hit' })).toBe(
      hitsBefore + 1,
    );
    expect(after).not.toContain('bot@example.org');
  });

  it('answers the token, and loopback without a proxy; anyone else the 404 of no such route', async () => {
    const unknown = await request(app.handler).get('/api/no-such-metrics').expect(404);
    const asUnknown = (response: request.Response) => {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'No route for GET /api/metrics' });
      expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
    };
    const proxied = { 'X-Forwarded-For': '127.0.0.1' };

    asUnknown(await request(app.handler).get('/api/metrics').set(proxied));
    asUnknown(await request(app.handler).get('/api/metrics').set('Forwarded', 'for=127.0.0.1'));
    asUnknown(
      await request(app.handler)
        .get('/api/metrics')
        .set(proxied)
        .set('Authorization', `Bearer ${TOKEN}x`),
    );
    asUnknown(
      await request(app.handler).get('/api/metrics').set(proxied).set('Authorization', TOKEN),
    );
    const withToken = await request(app.handler)
      .get('/api/metrics')
      .set(proxied)
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(withToken.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(withToken.headers['cache-control']).toBe('no-store');

    // Through the shell's /api proxy, which runs on loopback too, without the token.
    const apiUrl = new URL(await listen(app.handler));
    const shell = await listen((req, res) => proxyToApi({ apiUrl, trustProxy: false }, req, res));
    const throughShell = await fetch(`${shell}/api/metrics`);
    expect(throughShell.status).toBe(404);
    expect(await throughShell.json()).toEqual({ message: 'No route for GET /api/metrics' });
  });

  it('answers nobody but loopback without METRICS_TOKEN', async () => {
    const { mongodbUri, mailDir } = app.config;
    const plain = createApp({
      config: loadConfig({ MONGODB_URI: mongodbUri, MAIL_DIR: mailDir, LOG_LEVEL: 'warn' }),
    }).callback();
    await request(plain).get('/api/metrics').expect(200);
    await request(plain)
      .get('/api/metrics')
      .set('X-Forwarded-For', '198.51.100.4')
      .set('Authorization', 'Bearer undefined')
      .expect(404);
  });
});
