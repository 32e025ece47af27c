// Runs the repo's deploy/nginx.conf for the production journeys: the very file docs/deploying.md tells
// people to install, with only its host-specific values (ports, certificate) replaced, in front of
// deployables on free ports, with a self-signed certificate made for the run, inside
// deploy/nginx-main.conf (the host's /etc/nginx/nginx.conf) with its paths in the run's folder.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { capture, rootDir, stopProcess, waitForPort } from './run.mjs';

export const NGINX_BINARY = '/usr/sbin/nginx';

/**
 * deploy/`file` with each `from` replaced; fails loudly when the file no longer has one.
 * @param {string} file
 * @param {[string, string][]} replacements
 */
function deployed(file, replacements) {
  return replacements.reduce(
    (result, [from, to]) => {
      if (!result.includes(from)) throw new Error(`deploy/${file} no longer contains "${from}"`);
      return result.split(from).join(to);
    },
    readFileSync(path.join(rootDir, 'deploy', file), 'utf8'),
  );
}

/**
 * A certificate for 127.0.0.1 and localhost, valid for two days.
 * @param {string} dir
 */
async function selfSignedCertificate(dir) {
  const certificate = path.join(dir, 'site.crt');
  const key = path.join(dir, 'site.key');
  await capture('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout',
    key,
    '-out',
    certificate,
  ]);
  return { certificate, key };
}

/**
 * @param {{ dir: string, ports: { https: number, http: number, shell: number, publicSite: number,
 *   adminApp: number }, changes?: [string, string][] }} options `changes`: a test's own edits,
 *   made after the host-specific ones.
 */
export async function startNginx({ dir, ports, changes = [] }) {
  mkdirSync(dir, { recursive: true });
  // nginx's workers drop root: they must reach the temp folders nginx makes in here.
  chmodSync(dir, 0o755);
  const { certificate, key } = await selfSignedCertificate(dir);
  const accessLog = path.join(dir, 'access.log');
  const errorLog = path.join(dir, 'error.log');
  const site = deployed('nginx.conf', [
    ['    listen [::]:80;\n', ''],
    ['    listen [::]:443 ssl http2;\n', ''],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['/etc/ssl/certs/da-boulder.crt', certificate],
    ['/etc/ssl/private/da-boulder.key', key],
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${ports.shell};`],
    ['server 127.0.0.1:3001;', `server 127.0.0.1:${ports.publicSite};`],
    ['server 127.0.0.1:3002;', `server 127.0.0.1:${ports.adminApp};`],
    ['/var/log/nginx/da-boulder.access.log', accessLog],
    ['/var/log/nginx/error.log', errorLog],
    ...changes,
  ]);
  writeFileSync(path.join(dir, 'site.conf'), site);
  const main = deployed('nginx-main.conf', [
    // The user running the tests runs nginx (its workers as nobody when that is root).
    ['user www-data;\n', ''],
    // One worker, as on a host with one CPU: all a client's connections meet the same one.
    ['worker_processes auto;', 'worker_processes 1;'],
    ['/run/nginx.pid', path.join(dir, 'nginx.pid')],
    ['/var/log/nginx/error.log', errorLog],
    // The temporary folders (Debian's are in /var/lib/nginx) and the site, in the run's folder.
    [
      'include /etc/nginx/sites-enabled/*;',
      `client_body_temp_path ${dir}/client-body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;`,
    ],
  ]);
  writeFileSync(path.join(dir, 'nginx.conf'), main);
  const child = spawn(
    NGINX_BINARY,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForPort(ports.https, { child });
  return {
    url: `https://127.0.0.1:${ports.https}`,
    plainHttpUrl: `http://127.0.0.1:${ports.http}`,
    certificate,
    /** Its access log: a JSON line per request, written as each ends. */
    accessLog,
    /** Its error log, the site's and nginx's own. */
    errorLog,
    stop: () => stopProcess(child),
  };
}
