// The bench's hostile section (issue 14): what one anonymous client can still make the site do.
// Traffic goes to 127.0.0.1 only, bounded in count and time.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { pageFormTime } from './form-time.mjs';
/** @typedef {import('mongoose').mongo.Db} Db */

/** What the shell tells the API about a visitor who came over HTTPS from one address. */
const VISITOR = { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' };

/**
 * @param {string} url
 * @param {object} body
 */
const post = (url, body) =>
  fetch(url, { method: 'POST', headers: VISITOR, body: JSON.stringify(body) });

/**
 * Mail the outbox and its archive hold, made by the API since `since`.
 * @param {Db} db
 * @param {Date} since
 */
async function mailsSince(db, since) {
  const [waiting, archived] = await Promise.all([
    db.collection('mail_outbox').countDocuments({ createdAt: { $gte: since } }),
    db.collection('mail_archive').countDocuments({ queuedAt: { $gte: since } }),
  ]);
  return waiting + archived;
}

/**
 * 1,000 contact posts from one address, 50 at a time, each with the contact page's signed time
 * (as a bot that reads the page first sends it): how many mails they produced.
 * @param {string} apiUrl
 * @param {string} shellUrl
 * @param {Db} db
 */
async function mailsFromFormFlood(apiUrl, shellUrl, db) {
  const formIssuedAt = await pageFormTime(shellUrl, '/contact', 'contact-page');
  const since = new Date();
  for (let batch = 0; batch < 20; batch++) {
    await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        post(`${apiUrl}/api/contact`, {
          name: 'Flood Sender',
          email: `victim+${batch * 50 + n}@example.org`,
          message: 'Visit us for prizes, again and again.',
          interest: 'general',
          formIssuedAt,
        }).then((response) => response.body?.cancel()),
      ),
    );
  }
  return mailsSince(db, since);
}

/**
 * 300 wrong passwords for one username at once: how many were checked (401, not 429), and how
 * many got no answer at all (a connection closed: counted, so the rest of the section still runs).
 * @param {string} apiUrl
 */
async function guessesChecked(apiUrl) {
  const statuses = await Promise.all(
    Array.from({ length: 300 }, () =>
      post(`${apiUrl}/api/auth/login`, { username: 'bench-target', password: 'wrong-guess' }).then(
        async (response) => {
          await response.body?.cancel();
          return response.status;
        },
        () => undefined,
      ),
    ),
  );
  return {
    checked: statuses.filter((status) => status === 401).length,
    unanswered: statuses.filter((status) => status === undefined).length,
  };
}

const LOAD = { connections: 20, duration: 5 };

/** @param {string} url */
async function load(url) {
  const result = await autocannon({ url, ...LOAD });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Event pages at a new made-up slug every request, through the shell, as a share of a cached
 * page's rate (`cachedPath`): the median of three rounds, each back to back. Every made-up one
 * must answer 404, none fail.
 * @param {string} shellUrl
 * @param {string} cachedPath
 */
async function unknownSlugsOverCachedPage(shellUrl, cachedPath) {
  const rounds = [];
  let failures = 0;
  for (let round = 0; round < 3; round++) {
    const cached = await load(`${shellUrl}${cachedPath}`);
    const unknown = await autocannon({
      url: shellUrl,
      ...LOAD,
      requests: [{ setupRequest: (request) => ({ ...request, path: `/events/${randomUUID()}` }) }],
    });
    if (!unknown.statusCodeStats) throw new Error('bench: autocannon counted no status codes');
    const otherAnswers = Object.entries(unknown.statusCodeStats)
      .filter(([status]) => status !== '404')
      .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
    failures += cached.failures + unknown.errors + unknown.timeouts + otherAnswers;
    rounds.push({ cachedRps: cached.rps, unknownRps: unknown.requests.average });
  }
  rounds.sort((a, b) => a.unknownRps / a.cachedRps - b.unknownRps / b.cachedRps);
  return { ...rounds[1], ratio: rounds[1].unknownRps / rounds[1].cachedRps, failures };
}

/**
 * @param {{ apiUrl: string, shellUrl: string, mongodbUri: string, cachedPath: string }} options
 */
export async function measureHostile({ apiUrl, shellUrl, mongodbUri, cachedPath }) {
  const connection = await mongoose.createConnection(mongodbUri).asPromise();
  try {
    const { db } = connection;
    if (!db) throw new Error('bench: the database connection has no database');
    const formMails = await mailsFromFormFlood(apiUrl, shellUrl, db);
    const guesses = await guessesChecked(apiUrl);

    const unknown = await unknownSlugsOverCachedPage(shellUrl, cachedPath);

    // 5,000 long testimonials: the public list answers one capped page.
    await db.collection('testimonials').insertMany(
      Array.from({ length: 5000 }, (_, n) => ({
        quote: `${n} ${'A long and heartfelt testimonial. '.repeat(150)}`.slice(0, 5000),
        name: `Student ${n}`,
        date: '',
        createdAt: new Date(),
        updatedAt: new Date(),
      })),
    );
    // A CMS write tells the API's read cache the content changed; the list is read fresh.
    await db.collection('content_versions').updateMany({}, { $inc: { version: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const page = await fetch(`${apiUrl}/api/testimonials`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    const pageBytes = (await page.arrayBuffer()).byteLength;
    const testimonials = await load(`${apiUrl}/api/testimonials`);
    return {
      formMails,
      guesses,
      unknownSlugs: unknown,
      testimonialsPageBytes: pageBytes,
      testimonialsP99: testimonials.p99,
    };
  } finally {
    await connection.close();
  }
}
