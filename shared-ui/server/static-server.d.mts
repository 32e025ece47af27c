import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function cacheControlFor(pathname: string): string;
export function createStaticHandler(
  root: string,
  options?: { allowedOrigins?: string[]; onNoMatch?: Handler },
): Handler;
export function createDocumentResponder(
  html: string,
  headers: string[],
  status?: number,
): (req: IncomingMessage, res: ServerResponse, serverTiming: string) => void;
