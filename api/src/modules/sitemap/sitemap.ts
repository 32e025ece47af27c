import { Readable } from 'node:stream';
import type { Model } from 'mongoose';
import { SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { INDEXED_PAGES } from '@da-boulder/contracts';
import { EventModel } from '../events/events.model';
import { NewsletterModel } from '../newsletters/newsletters.model';
import { ProgramModel } from '../programs/programs.model';
import { TeacherModel } from '../teachers/teachers.model';
import { TestimonialModel } from '../testimonials/testimonials.model';
import { WebinarModel } from '../webinars/webinars.model';

/** Far more events and webinars than a chapter has; the sitemap protocol allows 50,000 URLs. */
const MAX_ITEMS_PER_KIND = 10_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any content model will do
type ContentModel = Model<any>;

/** What each list page shows, so its lastmod is the latest change among those records. */
const PAGE_CONTENT: Partial<Record<(typeof INDEXED_PAGES)[number], ContentModel[]>> = {
  '/': [EventModel, ProgramModel, TeacherModel, TestimonialModel],
  '/programs': [ProgramModel],
  '/events': [EventModel],
  '/teachers': [TeacherModel],
  '/webinars': [WebinarModel],
  '/newsletter': [NewsletterModel],
};

async function latestUpdate(models: ContentModel[]): Promise<Date | undefined> {
  const latest = await Promise.all(
    models.map((model) =>
      model.findOne({}, { updatedAt: 1 }).sort({ updatedAt: -1 }).lean<{ updatedAt?: Date }>(),
    ),
  );
  const times = latest.flatMap((record) => (record?.updatedAt ? [record.updatedAt.getTime()] : []));
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}

async function detailPages(model: ContentModel, base: string): Promise<SitemapItemLoose[]> {
  const records = await model
    .find({}, { slug: 1, updatedAt: 1 })
    .sort({ _id: 1 })
    .limit(MAX_ITEMS_PER_KIND)
    .lean<{ slug?: string; updatedAt?: Date }[]>();
  return records
    .filter((record) => record.slug)
    .map((record) => ({
      url: `${base}/${encodeURIComponent(record.slug!)}`,
      lastmod: record.updatedAt?.toISOString(),
    }));
}

/**
 * sitemap.xml (sitemaps.org protocol): every indexed public page, every event and webinar, with
 * `lastmod` from the record's (or the list's latest record's) update time. Built with the
 * `sitemap` package, which writes and escapes the XML.
 */
export async function buildSitemap(siteUrl: string): Promise<string> {
  const pages = await Promise.all(
    INDEXED_PAGES.map(async (path) => {
      const models = PAGE_CONTENT[path];
      const lastmod = models ? (await latestUpdate(models))?.toISOString() : undefined;
      return { url: `${siteUrl}${path === '/' ? '/' : path}`, lastmod };
    }),
  );
  const items = [
    ...pages,
    ...(await detailPages(EventModel, `${siteUrl}/events`)),
    ...(await detailPages(WebinarModel, `${siteUrl}/webinars`)),
  ];
  const stream = new SitemapStream({
    xmlns: { news: false, xhtml: false, image: false, video: false },
  });
  const xml = await streamToPromise(Readable.from(items).pipe(stream));
  return xml.toString('utf8');
}
