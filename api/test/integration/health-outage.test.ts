import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { connectWithRetry } from '../../src/db/connect';
import { startStandaloneDatabase } from '../support/standalone-database';

// A database of our own, so it can be stopped and started again without disturbing other tests.
describe('GET /api/health and /api/health/ready through a database outage', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'da-boulder-outage-db-'));
  let port: number;
  let database: Awaited<ReturnType<typeof startStandaloneDatabase>>;

  beforeAll(async () => {
    database = await startStandaloneDatabase(dataDir);
    port = database.port;
    await connectWithRetry(database.uri('outage'), { attempts: 5 });
  });

  afterAll(async () => {
    await mongoose.disconnect();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the database is down and 200 once it is back', async () => {
    const app = createApp({
      config: loadConfig({ MONGODB_URI: database.uri('outage'), LOG_LEVEL: 'warn' }),
    }).callback();
    expect((await request(app).get('/api/health')).status).toBe(200);
    expect((await request(app).get('/api/health/ready')).status).toBe(200);

    await database.stop();
    const down = await request(app).get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'degraded', db: 'down' });
    const notReady = await request(app).get('/api/health/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toEqual({ status: 'degraded', db: 'down' });
    // Still alive: restarting it would not bring the database back.
    expect((await request(app).get('/api/health/live')).status).toBe(200);

    database = await startStandaloneDatabase(dataDir, port);
    let status = 0;
    for (let attempt = 0; attempt < 60 && status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await request(app).get('/api/health')).status;
    }
    expect(status).toBe(200);
    expect((await request(app).get('/api/health/ready')).status).toBe(200);
  }, 60_000);
});
