import type { IncomingMessage, ServerResponse } from 'node:http';

export const PERMISSIONS_POLICY: string;
export function inlineScriptHash(source: string): string;
export function inlineScriptHashes(html: string): string[];
export function createShellSecurityHeaders(options: {
  remoteUrls: string[];
  production: boolean;
}): {
  apply(res: ServerResponse): void;
  /**
   * A document's headers as a flat list of names and values, for writeHead; without
   * Cross-Origin-Opener-Policy when `isolateFromOpeners` is false.
   */
  forDocument(scriptHashes: string[], options?: { isolateFromOpeners?: boolean }): string[];
};
export function createRemoteFileSecurityHeaders(options: {
  production: boolean;
}): (req: IncomingMessage, res: ServerResponse) => void;
