// The titles and descriptions of the pages whose head depends on their data or on nothing being
// there: the shell's server writes them (page-head.ts) and the pages keep them (usePageHead).
import { pageTitle, SITE_NAME, type PageHead } from '@da-boulder/shared-ui';
import { summary } from './site';

export const NOT_FOUND_HEAD: PageHead = {
  title: pageTitle('Page Not Found'),
  description: 'The page you were looking for does not exist.',
  noindex: true,
};

type EventLike = { title: string; introText?: string; description?: string };
type WebinarLike = { title: string; description?: string };

/**
 * An event page's head: the event's own (`event`), its not-found head (`null`: no such event), or
 * the page's general one while the event is not known (`undefined`).
 */
export function eventHead(event: EventLike | null | undefined): PageHead {
  if (event === null) {
    return {
      title: pageTitle('Event Not Found'),
      description: "We couldn't find the event you're looking for.",
      noindex: true,
    };
  }
  if (!event) {
    return {
      title: pageTitle('Event'),
      description: 'Event details from Diamond Approach Boulder.',
    };
  }
  return {
    title: pageTitle(event.title),
    description:
      summary(event.introText) ||
      summary(event.description) ||
      `${event.title}: an event of ${SITE_NAME}.`,
  };
}

/** A registration page's head, likewise. */
export function registerHead(event: EventLike | null | undefined): PageHead {
  if (event === null) return eventHead(null);
  return {
    title: event ? pageTitle(`Register: ${event.title}`) : pageTitle('Event Registration'),
    description: 'Register for an event with Diamond Approach Boulder.',
  };
}

/** A webinar page's head, likewise. */
export function webinarHead(webinar: WebinarLike | null | undefined): PageHead {
  if (webinar === null) {
    return {
      title: pageTitle('Webinar Not Found'),
      description: 'Webinar not found. It may have been removed or the link is incorrect.',
      noindex: true,
    };
  }
  return {
    title: webinar ? pageTitle(webinar.title) : pageTitle('Webinar'),
    description:
      (webinar && summary(webinar.description)) ||
      'A recorded webinar from Diamond Approach Boulder.',
  };
}
