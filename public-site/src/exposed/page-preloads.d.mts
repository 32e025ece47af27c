export interface PagePreload {
  /** A route path; `:name` stands for one path segment. */
  path: string;
  /** The webpackChunkName of the page's lazy import in routes.tsx (none: it ships with them). */
  chunk?: string;
  /** API reads the page starts with, `:name` filled from the path (URI-encoded). */
  data?: string[];
  /** The query parameters the page reads: the server renders it with these, and no others. */
  query?: string[];
}

export const PAGE_PRELOADS: PagePreload[];
