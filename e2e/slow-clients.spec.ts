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
