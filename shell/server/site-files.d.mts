import type { IncomingMessage, ServerResponse } from 'node:http';

export const DEFAULT_SITE_URL: string;
export function siteUrlFrom(
  value: string | undefined,
  options: { production: boolean },
): { siteUrl: string } | { problem: string };
export function robotsTxt(siteUrl: string): string;
export function createSiteFiles(options: {
  siteUrl: string;
  proxyToApi: (req: IncomingMessage, res: ServerResponse) => void;
}): (req: IncomingMessage, res: ServerResponse, path: string) => boolean;
