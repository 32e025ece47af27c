import type { IncomingMessage, ServerResponse } from 'node:http';
import type { createFirstReads } from './first-reads.mjs';
import type { createPageHeads } from './page-head.mjs';
import type { RemotePreloads } from './remote-preloads.mjs';
import type { createServerRender } from './server-render.mjs';

export interface ShellDocument {
  html: string;
  respond(req: IncomingMessage, res: ServerResponse, status?: number): void;
  scriptHashes: string[];
}

export declare function createShellDocuments(options: {
  template: string;
  remotes: Record<string, string>;
  pageHeads: ReturnType<typeof createPageHeads>;
  fetchFirstReads: ReturnType<typeof createFirstReads>;
  serverRender: ReturnType<typeof createServerRender>;
  siteOrigin: string;
}): {
  usePreloads(next: Record<string, RemotePreloads>): void;
  documentFor(url: string): Promise<ShellDocument & { serverTiming: string }>;
};
