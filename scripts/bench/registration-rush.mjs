// The bench's registration rush (issue 43): a popular retreat opens and people register at once.
// `POST /api/register` at concurrency 1, 8 and 32, each round beside a raw insert of the same
// documents into the same database, the floor a registration is measured against.
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { signIn } from './api-load.mjs';
import { pageFormTime } from './form-time.mjs';

/**
 * Registrations per round, by concurrency: enough for a stable rate, a few seconds each. The
 * budgeted concurrency, 8, runs three rounds, each beside its own floor: FerretDB's own rate moves
 * by half from one second to the next.
 */
const ROUNDS = [
  { concurrency: 1, requests: 60 },
  { concurrency: 8, requests: 300 },
  { concurrency: 8, requests: 300 },
  { concurrency: 8, requests: 300 },
  { concurrency: 32, requests: 640 },
];

/**
 * Runs `task` `requests` times, `concurrency` at a time: calls per second, p50 and p99 in ms.
 * @param {number} concurrency
 * @param {number} requests
 * @param {(n: number) => Promise<void>} task
 */
async function timed(concurrency, requests, task) {
  /** @type {number[]} */
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let n = next++; n < requests; n = next++) {
        const at = performance.now();
        await task(n);
        latencies.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))];
  return { perSecond: requests / seconds, p50: at(0.5), p99: at(0.99) };
}

/**
 * @param {{ apiUrl: string, shellUrl: string, mongodbUri: string, username: string,
 *   password: string }} options
 */
export async function measureRegistrationRush({
  apiUrl,
  shellUrl,
  mongodbUri,
  username,
  password,
}) {
  const slug = `bench-retreat-${randomUUID().slice(0, 8)}`;
  const form = new FormData();
  form.append(
    'eventData',
    JSON.stringify({
      title: 'Bench Retreat',
      slug,
      description: 'A weekend retreat that opens its registration to many at once.',
      month: 'June',
      date: '12',
      year: new Date().getFullYear() + 1,
      time: '10:00 AM - 4:00 PM',
      location: 'Boulder Center',
      facilitator: 'A Teacher',
      capacity: 5000,
    }),
  );
  const created = await fetch(`${apiUrl}/api/cms/events`, {
    method: 'POST',
    headers: await signIn({ apiUrl, username, password }),
    body: form,
  });
  if (created.status !== 201)
    throw new Error(`bench: creating the retreat answered ${created.status}`);
  const eventId = (await created.json()).event.id;

  const formIssuedAt = await pageFormTime(shellUrl, `/register/${slug}`, 'registration');

  const connection = await mongoose.createConnection(mongodbUri).asPromise();
  const raw = connection.db?.collection('bench_raw_registrations');
  if (!raw) throw new Error('bench: no database');
  /** @param {string} email */
  const registration = (email) => ({
    eventId,
    name: 'Rush Person',
    email,
    inDiamondHeartGroup: false,
    diamondHeartGroupName: '',
    additionalMessage: '',
  });
  let people = 0;
  /** Each from an address of their own, as the shell states it: the form limit is per address. */
  const register = async () => {
    const n = people++;
    const answer = await fetch(`${apiUrl}/api/register`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Real-IP': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ ...registration(`rush-${n}@example.org`), formIssuedAt }),
    });
    await answer.arrayBuffer();
    if (answer.status !== 201) throw new Error(`bench: a registration answered ${answer.status}`);
  };
  try {
    /** @typedef {Awaited<ReturnType<typeof timed>>} Timed */
    /** @type {{ concurrency: number, floor: Timed, registrations: Timed, ratio: number }[]} */
    const rounds = [];
    for (const { concurrency, requests } of ROUNDS) {
      // The floor first, in the same conditions: the documents a registration stores.
      const floor = await timed(concurrency, requests, async (n) => {
        await raw.insertOne({
          ...registration(`raw-${n}-${randomUUID()}@example.org`),
          at: new Date(),
        });
      });
      const registrations = await timed(concurrency, requests, register);
      rounds.push({
        concurrency,
        floor,
        registrations,
        ratio: registrations.perSecond / floor.perSecond,
      });
    }
    // Each concurrency's median round, by its ratio to the floor.
    return [1, 8, 32].map((concurrency) => {
      const of = rounds
        .filter((round) => round.concurrency === concurrency)
        .sort((a, b) => a.ratio - b.ratio);
      return of[of.length >> 1];
    });
  } finally {
    await raw.drop().catch(() => undefined);
    await connection.close();
  }
}
