import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from '../app';
import { eventually, startTestApp, type TestApp } from '../../test/support/test-app';
import { dropTestDatabase } from '../../test/support/test-database';
import { Lifecycle, stopServing } from './lifecycle';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(dropTestDatabase);

const appIn = (lifecycle: Lifecycle) => createApp({ config: app.config, lifecycle }).callback();

describe('live and ready', () => {
  it('answers ready 200 while serving with the database up; live always', async () => {
    const serving = appIn(new Lifecycle());
    // The database's ping may miss its 1 s limit once on a loaded machine (then it is down for
    // that second, as it should be); ready follows as soon as a ping answers.
    const ready = await eventually(async () => {
      const answer = await request(serving).get('/api/health/ready');
      return answer.status === 200 ? answer : null;
    });
    expect(ready?.body).toEqual({ status: 'ready', db: 'up' });
    expect(ready?.headers['cache-control']).toBe('no-store');
    expect((await request(serving).get('/api/health/live').expect(200)).body).toEqual({
      status: 'live',
    });
  });

  it('while starting: ready 503, live 200, and other requests wait until it serves', async () => {
    const lifecycle = new Lifecycle('starting');
    const starting = appIn(lifecycle);
    const ready = await request(starting).get('/api/health/ready').expect(503);
    expect(ready.body).toEqual({ status: 'starting' });
    await request(starting).get('/api/health/live').expect(200);

    let answered = false;
    const waiting = request(starting)
      .get('/api/testimonials')
      .then((response) => {
        answered = true;
        return response;
      });
    // Another request's full round trip later, the first still waits.
    await request(starting).get('/api/health/live').expect(200);
    expect(answered).toBe(false);

    lifecycle.serve();
    expect((await waiting).status).toBe(200);
    await request(starting).get('/api/health/ready').expect(200);
  });
});

describe('stopping after SIGTERM', () => {
  it('turns ready 503 at once, takes requests through the drain, finishes those in flight, then stops', async () => {
    const lifecycle = new Lifecycle();
    const server = createServer(appIn(lifecycle)).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    // A visitor's form still on its way in when the stop begins.
    const inFlight = httpRequest(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    const inFlightAnswer = once(inFlight, 'response') as Promise<[IncomingMessage]>;
    inFlight.write('{"name":"Tom Baker","email":"tom@example.org",');
    await request(base).get('/api/health/live').expect(200);

    let drainOver = () => {};
    const drained = new Promise<void>((resolve) => (drainOver = resolve));
    const stopped = stopServing(server, lifecycle, drained);

    const ready = await request(base).get('/api/health/ready').expect(503);
    expect(ready.body).toEqual({ status: 'draining' });
    expect(ready.headers.connection).toBe('close');
    // Still taken while load balancers catch up.
    await request(base).get('/api/testimonials').expect(200);

    drainOver();
    inFlight.end('"message":"Still sent while the API stops."}');
    const [answer] = await inFlightAnswer;
    expect(answer.statusCode).toBe(201);
    answer.resume();
    await stopped;
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();
  });
});
