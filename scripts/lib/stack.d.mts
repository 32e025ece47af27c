import type { ChildProcess } from 'node:child_process';
export declare function startStack(options: {
  ports: { api: number; publicSite: number; adminApp: number; shell: number };
  env: Record<string, string>;
  shellEnv?: Record<string, string>;
  quiet?: boolean;
}): Promise<{ url: string; children: ChildProcess[]; stop: () => Promise<void> }>;
