import type { ChildProcess, SpawnOptions } from 'node:child_process';
export declare const rootDir: string;
export declare function run(command: string, args: string[], options?: SpawnOptions): Promise<void>;
export declare function capture(
  command: string,
  args: string[],
  options?: SpawnOptions,
): Promise<string>;
export declare function freePort(): Promise<number>;
export declare function waitForPort(
  port: number,
  options?: { host?: string; timeoutMs?: number; child?: ChildProcess },
): Promise<void>;
export declare function stopProcess(
  child: ChildProcess | undefined,
  graceMs?: number,
): Promise<void>;
