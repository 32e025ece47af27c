// robots.txt and sitemap.xml as resource routes (a loader answering a Response, no page): the
// shell's server answers them through the same static handler as the pages, and what the sitemap
// lists comes from the one list of public routes and the API's content dates.
import type { ContentDates } from '@da-boulder/contracts';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { sitemapEntries, type SitemapEntry } from './public-routes';

/** What the shell's server gives these loaders: its public address and the API's reads. */
interface SiteFilesContext {
  siteUrl: string;
  readApi(
    path: string,
    signal: AbortSignal,
  ): Promise<{ status: number; json?: unknown } | undefined>;
}

/** The API read the sitemap is made from. */
export const SITEMAP_READ = '/api/content-dates';

/**
 * robots.txt: everything but the dashboard may be crawled, and the sitemap is named with its
 * absolute address, as the protocol asks.
 */
export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nDisallow: /admin\nDisallow: /login\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xmlText = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

/** The sitemap's XML (sitemaps.org's protocol): its addresses, each with its lastmod if any. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ url, lastmod }) =>
      `<url><loc>${xmlText(url)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
}

/** A sitemap answered 503 while its read cannot be had: never a broken or empty one. */
const sitemapUnavailable = () =>
  new Response('The sitemap cannot be made just now. Please try again shortly.', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '10',
    },
  });

export const siteFileRoutes: RouteObject[] = [
  {
    id: '/robots.txt',
    path: '/robots.txt',
    loader: ({ context }: LoaderFunctionArgs) =>
      new Response(robotsTxt((context as SiteFilesContext).siteUrl), {
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
      }),
  },
  {
    id: '/sitemap.xml',
    path: '/sitemap.xml',
    // The API's cached public read, as the pages' loaders': the sitemap is as fresh as the pages.
    loader: async ({ context, request }: LoaderFunctionArgs) => {
      const { siteUrl, readApi } = context as SiteFilesContext;
      const read = await readApi(SITEMAP_READ, request.signal);
      if (read?.status !== 200) return sitemapUnavailable();
      return new Response(sitemapXml(sitemapEntries(read.json as ContentDates, siteUrl)), {
        headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' },
      });
    },
  },
];
