import type { PageHead } from '@da-boulder/shared-ui/page-heads';

export interface Head extends PageHead {
  /** Absolute; none for a page that is not for search engines (not found, tokens). */
  canonical?: string;
  /** og:type */
  type: 'website' | 'video.other';
  /** Absolute, at least 1200 px wide. */
  image: { url: string; width?: number; height?: number };
  /** The address names nothing (an unknown path or slug): the page is answered with 404. */
  notFound?: true;
  /** schema.org JSON-LD blocks. */
  jsonLd: object[];
}

export const SOCIAL_CARD: { path: string; width: number; height: number };

export function createPageHeads(options: { siteUrl: string }): {
  readsFor(pathname: string): string[];
  headFor(pathname: string, first: { reads: Record<string, unknown>; missing: string[] }): Head;
};

export function renderPageHead(head: Head): string;
