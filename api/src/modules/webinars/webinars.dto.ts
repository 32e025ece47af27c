import type { Webinar } from '@da-boulder/contracts';
import type { WebinarRecord } from './webinars.model';

export function toWebinarDto(webinar: WebinarRecord): Webinar {
  const videoUrl = webinar.video_url ?? '';
  const thumbnailUrl = webinar.thumbnail_url ?? '';
  return {
    id: String(webinar._id),
    slug: webinar.slug,
    title: webinar.title,
    description: webinar.description ?? '',
    presenter: webinar.presenter ?? '',
    videoUrl,
    video_url: videoUrl,
    thumbnailUrl,
    thumbnail_url: thumbnailUrl,
    tags: webinar.tags ?? [],
    year: webinar.year,
    month: webinar.month,
  };
}
