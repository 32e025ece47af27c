import type { ChildProcess } from 'node:child_process';
export declare function startStack(options: {
  ports: { api: number; publicSite: number; adminApp: number; shell: number };
  env: Record<string, string>;
  shellEnv?: Record<string, string>;
  quiet?: boolean;
  /** Starts just these deployables ('api', 'public-site', 'admin-app', 'shell'). */
  only?: string[];
}): Promise<{ url: string; children: ChildProcess[]; stop: () => Promise<void> }>;
