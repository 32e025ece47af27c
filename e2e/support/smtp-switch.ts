import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/lib/run.mjs';

/** An SMTP server that takes every mail and keeps none: the journeys read mail from the database. */
function listenSmtp(port: number): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * The development stack's mail server, which a journey can take down and bring back (a journey
 * runs in a worker process, this in the global setup's, hence the small HTTP switch beside it):
 * `POST <controlUrl>/down` closes the SMTP port, so sending fails with ECONNREFUSED as it does
 * when a real mail server is away; `POST <controlUrl>/up` opens it again on the same port.
 */
export async function startSwitchableSmtp() {
  const port = await freePort();
  let smtp: SMTPServer | undefined = await listenSmtp(port);
  const down = async () => {
    const closing = smtp;
    smtp = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  const up = async () => {
    smtp ??= await listenSmtp(port);
  };

  const control = createServer((request, response) => {
    const action = request.method === 'POST' ? { '/down': down, '/up': up }[request.url ?? ''] : 0;
    if (!action) {
      response.writeHead(404).end();
      return;
    }
    action().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const controlPort = (control.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    controlUrl: `http://127.0.0.1:${controlPort}`,
    async stop() {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await down();
    },
  };
}

/** Takes the development stack's mail server down or brings it back (see startSwitchableSmtp). */
export async function switchSmtp(state: 'up' | 'down'): Promise<void> {
  const controlUrl = process.env.E2E_SMTP_CONTROL_URL;
  if (!controlUrl)
    throw new Error(
      'E2E_SMTP_CONTROL_URL is not set: run the journeys with e2e/playwright.config.ts',
    );
  const response = await fetch(`${controlUrl}/${state}`, { method: 'POST' });
  if (!response.ok) throw new Error(`SMTP ${state}: ${response.status} ${await response.text()}`);
}
