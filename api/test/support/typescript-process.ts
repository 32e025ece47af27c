import { spawn } from 'node:child_process';
import { once } from 'node:events';

// Runs a TypeScript module's function in a plain node process, compiled on load by @swc/core as
// jest does: another API instance, with its own connection to the database.
const childBootstrap = `
const { readFileSync } = require('node:fs');
const { transformSync } = require(process.env.SWC_CORE);
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require(process.env.CHILD_MODULE)[process.env.CHILD_FUNCTION]();
`;

/**
 * Starts `run` of `module` (a file's `__filename`) in a child process with `env`, and resolves
 * once it prints `ready <detail>` with that detail. The child should stop on SIGTERM or when its
 * standard input closes; `kill` ends it at once, as a crash would.
 */
export async function spawnTypeScript(module: string, run: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['-e', childBootstrap], {
    env: {
      PATH: process.env.PATH,
      SWC_CORE: require.resolve('@swc/core'),
      CHILD_MODULE: module,
      CHILD_FUNCTION: run,
      ...env,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const detail = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready ?(\S*)/.exec(output);
      if (ready) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`${run} process exited with ${code}`)));
  });
  const stopWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await once(child, 'exit');
  };
  return { detail, stop: () => stopWith('SIGTERM'), kill: () => stopWith('SIGKILL') };
}
