import { webinarType, type Webinar } from '@da-boulder/contracts';
import { storedTwins } from '../../content/stored-names';
import type { WebinarRecord } from './webinars.model';

export function toWebinarDto(webinar: WebinarRecord): Webinar {
  return {
    id: String(webinar._id),
    slug: webinar.slug,
    title: webinar.title,
    description: webinar.description ?? '',
    presenter: webinar.presenter ?? '',
    ...storedTwins(webinarType, webinar),
    tags: webinar.tags ?? [],
    year: webinar.year,
    month: webinar.month,
  };
}
