import { connect } from 'node:net';
import { expect, test } from './support/fixtures';

/**
 * Opens a connection, sends half a request head and never the rest (slowloris), and resolves with
 * what the server sent back once it closed the connection.
 */
function stallAfterHalfAHead(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\nX-Slow: `);
    });
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

test('a client that never finishes its request head is let go by every server', async () => {
  // Node's own default would hold such a client for a minute, past this test's 30 s.
  const servers = [
    process.env.E2E_BASE_URL!,
    process.env.E2E_API_URL!,
    process.env.E2E_PUBLIC_SITE_URL!,
    process.env.E2E_ADMIN_APP_URL!,
  ];
  const answers = await Promise.all(servers.map(stallAfterHalfAHead));
  for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
});

/**
 * Sends `path` twice on one connection, `idleMs` apart, and resolves with the head of the first
 * answer and what came back to the second: nothing when the server closed the connection
 * meanwhile.
 */
function askAgainAfterIdle(
  url: string,
  path: string,
  idleMs: number,
): Promise<{ first: string; second: string }> {
  const { hostname, port } = new URL(url);
  const ask = `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    let first = '';
    let second: string | undefined;
    const socket = connect(Number(port), hostname, () => {
      socket.write(ask);
      setTimeout(() => {
        if (socket.destroyed) return;
        second = '';
        socket.write(ask);
      }, idleMs);
    });
    socket.on('data', (chunk) => {
      if (second === undefined) first += chunk.toString();
      else second += chunk.toString();
      if (second?.includes('\r\n\r\n')) socket.end();
    });
    socket.on('close', () => resolve({ first: first.split('\r\n\r\n')[0], second: second ?? '' }));
    socket.on('error', reject);
  });
}

test('a connection idle past Node’s default keep-alive still serves its next request', async () => {
  // nginx keeps its idle connections to the servers for 60 s (its upstream keepalive_timeout);
  // one a server closed first would fail the request nginx sends on it (a form's POST with a
  // 502). Each server says how long it keeps one, and keeps it past Node's default 5 s.
  const servers = [
    [process.env.E2E_BASE_URL!, '/health/live'],
    [process.env.E2E_API_URL!, '/api/health/live'],
    [process.env.E2E_PUBLIC_SITE_URL!, '/mf-manifest.json'],
    [process.env.E2E_ADMIN_APP_URL!, '/mf-manifest.json'],
  ];
  const answers = await Promise.all(
    servers.map(([url, path]) => askAgainAfterIdle(url, path, 8_000)),
  );
  for (const { first, second } of answers) {
    expect(Number(/^Keep-Alive: timeout=(\d+)/im.exec(first)?.[1])).toBeGreaterThan(60);
    expect(second).toMatch(/^HTTP\/1\.1 200 /);
  }
});
