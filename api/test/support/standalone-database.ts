import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const cli = path.resolve(__dirname, '../../../scripts/local-db-cli.mjs');

/** A FerretDB of the test's own, which the test may stop and start again on the same port. */
export async function startStandaloneDatabase(dataDir: string, port?: number) {
  const child: ChildProcess = spawn(
    process.execPath,
    [cli, dataDir, ...(port ? [String(port)] : [])],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const readyPort = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`local database exited with ${code}`)));
  });
  return {
    port: readyPort,
    uri: (dbName: string) => `mongodb://127.0.0.1:${readyPort}/${dbName}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
