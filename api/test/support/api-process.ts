import { createServer } from 'node:http';
import mongoose from 'mongoose';
import { createApp } from '../../src/app';
import { startPublishing } from '../../src/content/drafts';
import { loadConfig } from '../../src/config/env';
import { connectWithRetry } from '../../src/db/connect';
import { spawnTypeScript } from './typescript-process';

/**
 * An API instance in a process of its own on a free port, on the configuration `env` (its
 * MONGODB_URI among them), without an outbox worker: a test may kill it mid-request. As soon as
 * it is ready it sweeps for drafts due, as the server does; `stop` waits for that sweep.
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
  const server = createServer(createApp({ config }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`);
  const publishing = startPublishing((error) => console.error('publishing failed:', error));
  const stop = () =>
    server.close(
      () =>
        void publishing
          .stop()
          .then(() => mongoose.disconnect())
          .finally(() => process.exit(0)),
    );
  process.once('SIGTERM', stop);
  process.stdin.once('close', stop).resume();
}
