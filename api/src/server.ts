import { createServer } from 'node:http';
import mongoose from 'mongoose';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { connectWithRetry } from './db/connect';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[api] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  await connectWithRetry(config.mongodbUri, { log: (m) => console.warn(`[api] ${m}`) });
  const app = createApp({ config });
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  console.log(`[api] listening on http://${config.host}:${config.port}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[api] ${signal}: finishing in-flight requests...`);
    // Stop accepting, let in-flight requests finish, then close the database.
    server.close(() => {
      void mongoose.disconnect().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('[api] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
