import { mkdtempSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
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
  /** `pathname` through nginx, as a visitor sending `headers` gets it. */
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        https
          .get(
            {
              host: '127.0.0.1',
              port,
              path: pathname,
              headers,
              rejectUnauthorized: false,
              agent: false,
            },
            (response) => {
              let body = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (body += chunk));
              response.on('end', () =>
                resolve({ status: response.statusCode!, headers: response.headers, body }),
              );
            },
          )
          .on('error', reject);
      },
    );
  return {
    stop: () => nginx.stop(),
    accessLog: nginx.accessLog,
    get,
    /** The status of `pathname` through nginx, as a visitor sending `headers` gets it. */
    statusOf: async (pathname: string, headers: Record<string, string> = {}) =>
      (await get(pathname, headers)).status,
  };
}
