import type { IncomingMessage, ServerResponse } from 'node:http';

export function createShellMetrics(options: { token?: string }): {
  rendered(page: string, ms: number): void;
  cacheHit(page: string): void;
  cacheMiss(page: string): void;
  fallback(page: string): void;
  apiProxyError(): void;
  serve(req: IncomingMessage, res: ServerResponse): Promise<void>;
};
