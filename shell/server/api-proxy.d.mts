import type { IncomingMessage, ServerResponse } from 'node:http';

export function forwardingHeaders(
  req: IncomingMessage,
  options: { trustProxy: boolean },
): Record<'x-forwarded-for' | 'x-forwarded-proto' | 'x-forwarded-host' | 'x-real-ip', string>;

export function createApiProxy(options: {
  apiUrl: URL;
  trustProxy: boolean;
  onContentWrite?: () => void;
  onError?: (error: Error) => void;
}): (req: IncomingMessage, res: ServerResponse) => void;
