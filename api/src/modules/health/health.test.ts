import Koa from 'koa';
import request from 'supertest';
import { createApp } from '../../app';
import { healthCheck, type HealthOptions } from './health.routes';
import { loadConfig } from '../../config/env';
import { connectTestDatabase, dropTestDatabase } from '../../../test/support/test-database';

describe('GET /api/health', () => {
  let uri: string;
  beforeAll(async () => {
    uri = await connectTestDatabase();
  });
  afterAll(dropTestDatabase);

  it('reports the database up with 200', async () => {
    const app = createApp({ config: loadConfig({ MONGODB_URI: uri }) });
    const response = await request(app.callback()).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', db: 'up' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  describe('asking the database', () => {
    const serve = (options: HealthOptions) => {
      const app = new Koa();
      app.use(healthCheck(options));
      app.use((ctx) => {
        ctx.body = { passedOn: ctx.path };
      });
      return request(app.callback());
    };

    it('answers 503 while the database does not answer', async () => {
      const response = await serve({ probe: async () => false }).get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ status: 'degraded', db: 'down' });
    });

    it('answers 503 when the probe itself fails', async () => {
      const probe = () => Promise.reject(new Error('connection reset'));
      const response = await serve({ probe }).get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ status: 'degraded', db: 'down' });
    });

    it('answers HEAD without a body, refuses other methods with 405, passes other paths on', async () => {
      const health = serve({ probe: async () => true });
      const head = await health.head('/api/health');
      expect(head.status).toBe(200);
      expect(head.headers['cache-control']).toBe('no-store');
      expect(head.text).toBeUndefined();

      const post = await health.post('/api/health');
      expect(post.status).toBe(405);
      expect(post.headers.allow).toBe('GET, HEAD');
      expect(post.body).toEqual({ message: 'POST is not allowed here' });

      expect((await health.get('/api/healthz')).body).toEqual({ passedOn: '/api/healthz' });
    });

    it('asks once per max age, and again once the answer is older', async () => {
      let clock = 0;
      const answers = [true, false];
      const probe = jest.fn(async () => answers.shift() ?? true);
      const health = serve({ probe, maxAgeMs: 1000, now: () => clock });

      const first = await Promise.all([health.get('/api/health'), health.get('/api/health')]);
      expect(first.map((r) => r.status)).toEqual([200, 200]);
      clock = 999;
      expect((await health.get('/api/health')).status).toBe(200);
      expect(probe).toHaveBeenCalledTimes(1);

      clock = 1000;
      expect((await health.get('/api/health')).status).toBe(503);
      expect(probe).toHaveBeenCalledTimes(2);
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const app = createApp({ config: loadConfig({ MONGODB_URI: uri }) });
    const response = await request(app.callback()).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No route for GET /api/no-such-thing' });
  });
});
