import type { IncomingMessage, ServerResponse } from 'node:http';
import type { createFirstReads } from './first-reads.mjs';
import type { RemotePreloads } from './remote-preloads.mjs';
import type { createServerRender } from './server-render.mjs';
import type { formIssuedAt } from './form-issued-at.mjs';
import type { PostedForm } from './form-posts.mjs';
import type { createShellMetrics } from './metrics.mjs';

export interface ShellDocument {
  html: string;
  /** Sends the document with its headers; `serverTiming` says how it was had. */
  respond(req: IncomingMessage, res: ServerResponse, serverTiming: string): void;
}

export declare function createShellDocuments(options: {
  template: string;
  remotes: Record<string, string>;
  /** SITE_URL, without a trailing slash: the public site's heads name it. */
  siteUrl: string;
  fetchFirstReads: ReturnType<typeof createFirstReads>;
  serverRender: ReturnType<typeof createServerRender>;
  siteOrigin: string;
  securityHeadersFor: (
    scriptHashes: string[],
    options: { isolateFromOpeners: boolean },
  ) => string[];
  formTimes?: ReturnType<typeof formIssuedAt>;
  metrics: Pick<
    ReturnType<typeof createShellMetrics>,
    'rendered' | 'cacheHit' | 'cacheMiss' | 'fallback'
  >;
}): {
  usePreloads(next: Record<string, RemotePreloads>): void;
  /** The page's kind when it answered from what it kept, else undefined. */
  respondKept(req: IncomingMessage, res: ServerResponse): string | undefined;
  pageKindOf(pathname: string): string;
  documentFor(
    url: string,
    sent?: { posted: PostedForm; status: number },
  ): Promise<ShellDocument & { serverTiming: string }>;
};
