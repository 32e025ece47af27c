/** What a page's head says about it: the title, the meta description, and whether to index it. */
export interface PageHead {
  title: string;
  description: string;
  /** Not for search engines: `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
}

export const SITE_NAME: string;
export const SITE_ORGANIZATION: {
  name: string;
  description: string;
  email: string;
  telephone: string;
  address: {
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: string;
  };
  sameAs: string[];
};

export function pageTitle(name: string): string;
export function summary(markdown: string | undefined | null, max?: number): string;

/** The head of each public page with a fixed path ('/', '/about', ...). */
export const PAGE_HEADS: Record<string, PageHead>;
export const NOT_FOUND_HEAD: PageHead;
export const ADMIN_HEADS: { login: PageHead; dashboard: PageHead };

type EventLike = { title: string; introText?: string; description?: string };
type WebinarLike = { title: string; description?: string };

/** `null`: there is no such event; `undefined`: not known yet. */
export function eventHead(event: EventLike | null | undefined): PageHead;
export function registerHead(event: EventLike | null | undefined): PageHead;
export function webinarHead(webinar: WebinarLike | null | undefined): PageHead;
