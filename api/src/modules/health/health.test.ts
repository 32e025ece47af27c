import request from 'supertest';
import { createApp } from '../../app';
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

  it('answers unknown API paths with a JSON 404', async () => {
    const app = createApp({ config: loadConfig({ MONGODB_URI: uri }) });
    const response = await request(app.callback()).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No route for GET /api/no-such-thing' });
  });
});
