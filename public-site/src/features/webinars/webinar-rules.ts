import type { Webinar } from '@da-boulder/contracts';
import { videoThumbnail } from '@da-boulder/shared-ui';

/** SPEC §9: the year tab selected first, when webinars of that year exist. */
export const DEFAULT_WEBINAR_YEAR = 2025;

export type WebinarYear = { year: number; webinars: Webinar[] };

/** Webinars grouped by year, newest year first; input order is kept inside a year. */
export function groupWebinarsByYear(webinars: readonly Webinar[]): WebinarYear[] {
  const byYear = new Map<number, Webinar[]>();
  for (const webinar of webinars) {
    byYear.set(webinar.year, [...(byYear.get(webinar.year) ?? []), webinar]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, items]) => ({ year, webinars: items }));
}

/** 2025 when it has webinars, else the first (newest) year. */
export function defaultWebinarYear(years: readonly number[]): number | undefined {
  return years.includes(DEFAULT_WEBINAR_YEAR) ? DEFAULT_WEBINAR_YEAR : years[0];
}

/** SPEC §9: the webinar's thumbnail, else its YouTube video's thumbnail, else none (placeholder). */
export function webinarThumbnail(
  webinar: Pick<Webinar, 'thumbnailUrl' | 'videoUrl'>,
): string | undefined {
  return webinar.thumbnailUrl || videoThumbnail(webinar.videoUrl ?? '');
}
