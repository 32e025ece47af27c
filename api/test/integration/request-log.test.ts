import mongoose from 'mongoose';
import request from 'supertest';
import { proxyToApi } from '../../../shell/server/api-proxy.mjs';
import { createUser } from '../../src/modules/users/users.service';
import { capturedLogger, type LogLine } from '../support/log-lines';
import { loopbackServers } from '../support/loopback-servers';
import { eventually, startTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app';
import { dropTestDatabase } from '../support/test-database';

const { listen, closeAll } = loopbackServers();
const { logger, lines } = capturedLogger('info');
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { logger });
});
afterAll(async () => {
  closeAll();
  await dropTestDatabase();
});
beforeEach(() => {
  lines.length = 0;
});

/** The access line of the request with this id, once the answer is over. */
async function accessLine(reqId: string): Promise<LogLine> {
  const isIt = (line: LogLine) => line.msg === 'request' && line.reqId === reqId;
  await eventually(() => lines.some(isIt));
  return lines.filter(isIt)[0];
}

describe('request ids and the access log', () => {
  it('takes a well-formed X-Request-Id, answers it, and logs the request under it', async () => {
    const response = await request(app.handler)
      .get('/api/events/slug/no-such-event')
      .set('X-Request-Id', 'shell:1a2b-3c.4d_5')
      .expect(404);
    expect(response.headers['x-request-id']).toBe('shell:1a2b-3c.4d_5');
    const line = await accessLine('shell:1a2b-3c.4d_5');
    expect(line).toMatchObject({
      level: 'info',
      process: 'api',
      method: 'GET',
      route: '/api/events/slug/:slug',
      status: 404,
      ms: expect.any(Number),
      bytes: expect.any(Number),
    });
    expect(line.bytes).toBeGreaterThan(Number(response.headers['content-length']));
    expect(new Date(String(line.time)).getTime()).not.toBeNaN();
  });

  it('gives a request without a usable id a new one', async () => {
    for (const given of [undefined, 'has spaces', 'x'.repeat(129), 'ünïcode']) {
      const asked = request(app.handler).get('/api/health/live');
      const response = await (given === undefined ? asked : asked.set('X-Request-Id', given));
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("logs an error with the id the shell's proxy passed on", async () => {
    // A stored flyer whose record is broken (its name is no text): answering it fails.
    const id = new mongoose.Types.ObjectId();
    await mongoose.connection.db!.collection('uploads.files').insertOne({
      _id: id,
      length: 0,
      chunkSize: 261120,
      uploadDate: new Date(),
      filename: 42,
      metadata: { contentType: 'application/pdf' },
    });
    const apiUrl = new URL(await listen(app.handler));
    const shell = await listen((req, res) => proxyToApi({ apiUrl, trustProxy: false }, req, res));

    const response = await fetch(`${shell}/api/uploads/${id.toHexString()}`, {
      headers: { 'X-Request-Id': 'from-the-shell-42' },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('from-the-shell-42');

    const error = await eventually(() => lines.find((line) => line.level === 'error'));
    expect(error).toMatchObject({
      reqId: 'from-the-shell-42',
      msg: 'GET /api/uploads/:id failed',
      err: expect.objectContaining({ type: 'TypeError' }),
    });
    expect(await accessLine('from-the-shell-42')).toMatchObject({
      route: '/api/uploads/:id',
      status: 500,
    });
  });

  it('never writes a password, token, cookie or mail address', async () => {
    await createUser({ username: 'keeper', password: TEST_PASSWORD, isAdmin: true });
    const agent = request.agent(app.handler);
    await agent
      .post('/api/auth/login')
      .send({ username: 'keeper', password: 'not-the-password-9' })
      .expect(401);
    const login = await agent
      .post('/api/auth/login')
      .send({ username: 'keeper', password: TEST_PASSWORD })
      .expect(200);
    const cookies = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((cookie) => cookie.split(';')[0].split('=')[1]);
    await agent.get('/api/auth/user').expect(200);
    await request(app.handler).post('/api/register').send({
      eventId: new mongoose.Types.ObjectId().toHexString(),
      name: 'Ann Lee',
      email: 'ann.lee@example.org',
    });
    await request(app.handler)
      .post('/api/contact')
      .send({ name: 'Bo Chen', email: 'bo.chen@example.org', message: 'Hello there, friends.' })
      .expect(201);
    await request(app.handler)
      .post('/api/newsletter/unsubscribe?token=a-secret-token-in-the-query')
      .expect(400);

    const logged = JSON.stringify(lines);
    const secrets = [
      TEST_PASSWORD,
      'not-the-password-9',
      ...cookies,
      'ann.lee@example.org',
      'bo.chen@example.org',
      'a-secret-token-in-the-query',
    ];
    expect(cookies.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(logged).not.toContain(secret);
    const routes = lines.filter((line: LogLine) => line.msg === 'request').map((l) => l.route);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/user',
        '/api/register',
        '/api/contact',
        '/api/newsletter/unsubscribe',
      ]),
    );
  });
});
