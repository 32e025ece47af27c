import { mkdtempSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { startNginx } from '../../../scripts/lib/nginx.mjs';
import { freePort } from '../../../scripts/lib/run.mjs';

/**
 * deploy/nginx.conf on free ports, in front of the shell at `shellPort` (when not given, nothing
 * answers there), with a test's own `changes`, which may name the HTTPS port nginx listens on.
 */
export async function startTestNginx(
  name: string,
  {
    shellPort,
    changes = () => [],
  }: { shellPort?: number; changes?: (httpsPort: number) => [string, string][] } = {},
) {
  const port = await freePort();
  const nginx = await startNginx({
    dir: mkdtempSync(path.join(os.tmpdir(), `da-boulder-nginx-${name}-`)),
    ports: {
      https: port,
      http: await freePort(),
      shell: shellPort ?? (await freePort()),
      publicSite: await freePort(),
      adminApp: await freePort(),
    },
    changes: changes(port),
  });
  return {
    stop: () => nginx.stop(),
    /** The status of `pathname` through nginx, as a visitor sending `headers` gets it. */
    statusOf(pathname: string, headers: Record<string, string> = {}): Promise<number> {
      return new Promise((resolve, reject) => {
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
              response.resume();
              resolve(response.statusCode!);
            },
          )
          .on('error', reject);
      });
    },
  };
}
