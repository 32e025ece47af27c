import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import https, { type RequestOptions } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { startNginx } from '../../../scripts/lib/nginx.mjs';
import { freePort } from '../../../scripts/lib/run.mjs';

/**
 * deploy/nginx.conf on free ports, in front of the shell at `shellPort` and the public-site
 * remote at `publicSitePort` (when not given, nothing answers there), with a test's own
 * `changes`, which may name the HTTPS port nginx listens on.
 */
export async function startTestNginx(
  name: string,
  {
    shellPort,
    publicSitePort,
    changes = () => [],
  }: {
    shellPort?: number;
    publicSitePort?: number;
    changes?: (httpsPort: number) => [string, string][];
  } = {},
) {
  const port = await freePort();
  const nginx = await startNginx({
    dir: mkdtempSync(path.join(os.tmpdir(), `da-boulder-nginx-${name}-`)),
    ports: {
      https: port,
      http: await freePort(),
      shell: shellPort ?? (await freePort()),
      publicSite: publicSitePort ?? (await freePort()),
      adminApp: await freePort(),
    },
    changes: changes(port),
  });
  /**
   * `pathname` through nginx, as a visitor sending `headers` (and `body`, with a `method` that
   * takes one) gets it; `options` may name the visitor's address (`localAddress`, any of
   * 127.0.0.0/8) and a `signal` that gives up.
   */
  const send = (
    pathname: string,
    {
      method = 'GET',
      headers = {},
      body,
      ...options
    }: Pick<RequestOptions, 'localAddress' | 'signal' | 'method'> & {
      headers?: Record<string, string>;
      body?: string;
    } = {},
  ) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        https
          .request(
            {
              host: '127.0.0.1',
              port,
              path: pathname,
              method,
              headers,
              rejectUnauthorized: false,
              agent: false,
              ...options,
            },
            (response) => {
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (text += chunk));
              response.on('end', () =>
                resolve({ status: response.statusCode!, headers: response.headers, body: text }),
              );
            },
          )
          .on('error', reject)
          .end(body);
      },
    );
  const get = (
    pathname: string,
    headers: Record<string, string> = {},
    options: Pick<RequestOptions, 'localAddress' | 'signal'> = {},
  ) => send(pathname, { headers, ...options });
  return {
    stop: () => nginx.stop(),
    /** The HTTPS port nginx listens on, on 127.0.0.1. */
    port,
    accessLog: nginx.accessLog,
    errorLog: nginx.errorLog,
    get,
    send,
    /** The status of `pathname` through nginx, as a visitor sending `headers` gets it. */
    statusOf: async (pathname: string, headers: Record<string, string> = {}) =>
      (await get(pathname, headers)).status,
  };
}

/**
 * A stand-in for the shell on a free port of 127.0.0.1: `answer` answers every request (by
 * default, 200 "shell").
 */
export async function startStandInShell(
  answer: RequestListener = (_request, response) => response.end('shell'),
) {
  const port = await freePort();
  const server = createServer(answer).listen(port, '127.0.0.1');
  await once(server, 'listening');
  return { port, close: () => server.close() };
}
