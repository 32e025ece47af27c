// Starts the embedded FerretDB (MongoDB wire protocol on SQLite) on 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { ensureFerretDb } from './setup.mjs';
import { freePort, stopProcess, waitForPort } from './run.mjs';

/**
 * @param {{ dataDir: string, port?: number, quiet?: boolean }} options
 * @returns {Promise<{ uri: (dbName: string) => string, port: number, stop: () => Promise<void> }>}
 */
export async function startLocalDb({ dataDir, port, quiet = true }) {
  const binary = await ensureFerretDb();
  mkdirSync(dataDir, { recursive: true });
  const listenPort = port ?? (await freePort());
  const child = spawn(
    binary,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dataDir}/`,
      `--listen-addr=127.0.0.1:${listenPort}`,
      `--state-dir=${dataDir}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=error',
    ],
    { stdio: quiet ? 'ignore' : 'inherit' },
  );
  await waitForPort(listenPort, { child });
  return {
    port: listenPort,
    uri: (dbName) => `mongodb://127.0.0.1:${listenPort}/${dbName}`,
    stop: () => stopProcess(child),
  };
}
