import { startTestNginx } from '../support/test-nginx';

// deploy/nginx.conf keys its limits by client network: an IPv4 address as is, an IPv6 address by
// its /64 however it is written. Here the file runs with its API rate cut to one request and a
// burst of one, and with nginx taking the client address from X-Real-IP (the realip module), so
// one test can be many clients. A limited request answers 429; one let through meets no upstream
// here, 502.

let nginx: Awaited<ReturnType<typeof startTestNginx>>;
beforeAll(async () => {
  nginx = await startTestNginx('network', {
    changes: (port) => [
      [
        `listen 127.0.0.1:${port} ssl http2;`,
        `listen 127.0.0.1:${port} ssl http2;\n    set_real_ip_from 127.0.0.1;\n    real_ip_header X-Real-IP;`,
      ],
      ['rate=20r/s', 'rate=1r/m'],
      ['burst=60', 'burst=1'],
    ],
  });
});
afterAll(() => nginx.stop());

/** The status of an API request from `client`. */
const statusFrom = (client: string) => nginx.statusOf('/api/health', { 'X-Real-IP': client });

it('limits an IPv6 /64 as one client, however its addresses are written', async () => {
  expect(await statusFrom('2001:db8:1:2::1')).toBe(502);
  expect(await statusFrom('2001:0db8:0001:0002:ffff:0:0:9')).toBe(502);
  for (const sameNetwork of ['2001:db8:1:2:0:0:a:a', '2001:DB8:1:2::', '2001:db8:1:2:a:b:c:d'])
    expect(await statusFrom(sameNetwork)).toBe(429);
  // The next /64 and the zero-filled one are other clients.
  expect(await statusFrom('2001:db8:1:3::1')).toBe(502);
  expect(await statusFrom('2001:db8:a::9')).toBe(502);
});

it('limits IPv4 addresses one by one', async () => {
  expect(await statusFrom('198.51.100.1')).toBe(502);
  expect(await statusFrom('198.51.100.1')).toBe(502);
  expect(await statusFrom('198.51.100.1')).toBe(429);
  expect(await statusFrom('198.51.100.2')).toBe(502);
});
