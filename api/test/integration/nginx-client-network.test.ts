import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort, rootDir, stopProcess, waitForPort } from '../../../scripts/lib/run.mjs';

// deploy/nginx.conf keys its limits by client network: an IPv4 address as is, an IPv6 address by
// its /64 however it is written. Here the file runs with its API rate cut to one request and a
// burst of one, and with nginx taking the client address from X-Real-IP (the realip module), so
// one test can be many clients. A limited request answers 429; one let through meets no upstream
// here, 502.

let nginx: ChildProcess;
let port: number;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'da-boulder-nginx-network-'));
  port = await freePort();
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      path.join(dir, 'site.key'),
      '-out',
      path.join(dir, 'site.crt'),
    ],
    { stdio: 'ignore' },
  );
  const replacements: [string, string][] = [
    ['    listen [::]:80;\n', ''],
    ['    listen [::]:443 ssl http2;\n', ''],
    ['listen 80;', `listen 127.0.0.1:${await freePort()};`],
    [
      'listen 443 ssl http2;',
      `listen 127.0.0.1:${port} ssl http2;\n    set_real_ip_from 127.0.0.1;\n    real_ip_header X-Real-IP;`,
    ],
    ['/etc/ssl/certs/da-boulder.crt', path.join(dir, 'site.crt')],
    ['/etc/ssl/private/da-boulder.key', path.join(dir, 'site.key')],
    ['rate=20r/s', 'rate=1r/m'],
    ['burst=60', 'burst=1'],
  ];
  const site = replacements.reduce(
    (text, [from, to]) => {
      if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
      return text.replace(from, to);
    },
    readFileSync(path.join(rootDir, 'deploy', 'nginx.conf'), 'utf8'),
  );
  writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${dir}/${name};`)
    .join(' ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log crit;
     events { worker_connections 64; }
     http { access_log off; ${temp} include ${dir}/site.conf; }`,
  );
  nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  await waitForPort(port, { child: nginx });
});
afterAll(() => stopProcess(nginx));

/** The status of an API request from `client`. */
function statusFrom(client: string): Promise<number> {
  return new Promise((resolve, reject) => {
    https
      .get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/health',
          headers: { 'X-Real-IP': client },
          rejectUnauthorized: false,
          agent: false,
        },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      )
      .on('error', reject);
  });
}

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
