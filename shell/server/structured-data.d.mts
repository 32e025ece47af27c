import type {
  BreadcrumbList,
  Event as SchemaEvent,
  Offer,
  Organization,
  Place,
  VideoObject,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { Event, Webinar } from '@da-boulder/api/contracts';

/** What the API answers about an event (GET /api/events/slug/:slug), as far as it is used here. */
export type EventData = Pick<Event, 'title'> &
  Partial<
    Pick<
      Event,
      | 'slug'
      | 'introText'
      | 'description'
      | 'time'
      | 'location'
      | 'facilitator'
      | 'facilitators'
      | 'teacherProfiles'
      | 'registrationUrl'
      | 'imageSrcSet'
      | 'schedule'
      | 'status'
    >
  >;

export type WebinarData = Pick<Webinar, 'title' | 'year' | 'month'> &
  Partial<
    Pick<Webinar, 'slug' | 'description' | 'presenter' | 'videoUrl' | 'thumbnailUrl' | 'tags'>
  >;

export function organizationJsonLd(siteUrl: string): WithContext<Organization>;
export function webSiteJsonLd(siteUrl: string): WithContext<WebSite>;
export function breadcrumbJsonLd(
  trail: { name: string; url: string }[],
): WithContext<BreadcrumbList>;
export function placeOf(location: string): Place;
export function offerOf(event: EventData, url: string): Offer | undefined;
export function eventJsonLd(
  event: EventData,
  page: { siteUrl: string; url: string; image: string; description: string },
): WithContext<SchemaEvent> | undefined;
export function videoJsonLd(
  webinar: WebinarData,
  page: { url: string; thumbnail: string; description: string },
): WithContext<VideoObject>;
export function jsonLdScript(data: object): string;
