import type { Model } from 'mongoose';
import type { ContentDates } from '@da-boulder/contracts';
import { PUBLISHED_ONLY } from '../../content/drafts';
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

// Drafts are in no sitemap, and change no page's date (PUBLISHED_ONLY matches every item of the
// types that have none).
async function latestUpdate(model: ContentModel): Promise<string | null> {
  const latest = await model
    .findOne(PUBLISHED_ONLY, { updatedAt: 1 })
    .sort({ updatedAt: -1 })
    .lean<{ updatedAt?: Date }>();
  return latest?.updatedAt?.toISOString() ?? null;
}

async function slugsOf(model: ContentModel): Promise<ContentDates['events']> {
  const records = await model
    .find(PUBLISHED_ONLY, { slug: 1, updatedAt: 1 })
    .sort({ _id: 1 })
    .limit(MAX_ITEMS_PER_KIND)
    .lean<{ slug?: string; updatedAt?: Date }[]>();
  return records.flatMap(({ slug, updatedAt }) =>
    slug ? [{ slug, ...(updatedAt ? { updatedAt: updatedAt.toISOString() } : {}) }] : [],
  );
}

/** When each kind of public content last changed, and every event's and webinar's slug. */
export async function contentDates(): Promise<ContentDates> {
  const [events, programs, teachers, testimonials, webinars, newsletters] = await Promise.all(
    [EventModel, ProgramModel, TeacherModel, TestimonialModel, WebinarModel, NewsletterModel].map(
      latestUpdate,
    ),
  );
  return {
    latest: { events, programs, teachers, testimonials, webinars, newsletters },
    events: await slugsOf(EventModel),
    webinars: await slugsOf(WebinarModel),
  };
}
