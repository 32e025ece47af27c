import { createServer } from 'node:http';
import mongoose from 'mongoose';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { connectWithRetry } from '../../src/db/connect';
import { spawnTypeScript } from './typescript-process';

/**
 * An API instance in a process of its own on a free port, on the configuration `env` (its
 * MONGODB_URI among them), without an outbox worker: a test may kill it mid-request.
 */
export async function spawnApiProcess(env: Record<string, string>) {
  const child = await spawnTypeScript(__filename, 'runApiProcess', env);
  return { url: `http://127.0.0.1:${child.detail}`, stop: child.stop, kill: child.kill };
}

/** The child's side of spawnApiProcess. */
export async function runApiProcess(): Promise<void> {
  const config = loadConfig(process.env);
  await connectWithRetry(config.mongodbUri, { attempts: 5 });
  await mongoose.syncIndexes();
  const server = createServer(createApp({ config }).callback()).listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`);
  });
  const stop = () => server.close(() => void mongoose.disconnect().finally(() => process.exit(0)));
  process.once('SIGTERM', stop);
  process.stdin.once('close', stop).resume();
}
