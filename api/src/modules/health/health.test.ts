import Koa from 'koa';
import request from 'supertest';
import { createApp } from '../../app';
import { healthRoutes, type HealthOptions } from './health.routes';
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
  });

  describe('asking the database', () => {
    const serve = (options: HealthOptions) => {
      const app = new Koa();
      app.use(healthRoutes(options).routes());
      return request(app.callback());
    };

    it('answers 503 while the database does not answer', async () => {
      const response = await serve({ probe: async () => false }).get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ status: 'degraded', db: 'down' });
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
