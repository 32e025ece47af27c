import type { IncomingMessage, ServerResponse } from 'node:http';

export const PERMISSIONS_POLICY: string;
export function inlineScriptHash(source: string): string;
export function inlineScriptHashes(html: string): string[];
export function createShellSecurityHeaders(options: {
  remoteUrls: string[];
  production: boolean;
}): (req: IncomingMessage, res: ServerResponse, scriptHashes?: string[]) => void;
export function createRemoteFileSecurityHeaders(options: {
  production: boolean;
}): (req: IncomingMessage, res: ServerResponse) => void;
