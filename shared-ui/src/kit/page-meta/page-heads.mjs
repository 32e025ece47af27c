// Every public page's title and description, defined once. The shell's server writes them into
// the document it sends (so link previews and search engines, which run no script, see them), and
// the pages keep them with usePageHead, so the browser never shows another title in between.
// Plain JavaScript: the shell's server runs on Node without a build step. In the browser the
// pages get it through @da-boulder/shared-ui, the shell's own copy, so both sides always agree.

export const SITE_NAME = 'Diamond Approach Boulder';

/** What the chapter is, for search engines and link previews (structured data, og:site_name). */
export const SITE_ORGANIZATION = {
  name: SITE_NAME,
  description:
    'The Boulder, Colorado chapter of the Diamond Approach: programs, events, teachers and community for a contemporary spiritual path.',
  email: 'info@diamondapproach-boulder.org',
  telephone: '+1-303-555-0142',
  address: {
    streetAddress: '1800 Broadway, Suite 210',
    addressLocality: 'Boulder',
    addressRegion: 'CO',
    postalCode: '80302',
    addressCountry: 'US',
  },
  sameAs: [
    'https://www.facebook.com/DiamondApproachBoulder',
    'https://www.youtube.com/@DiamondApproach',
  ],
};

/** "{page or event title} | Diamond Approach Boulder": the one pattern of every title. */
export const pageTitle = (name) => `${name} | ${SITE_NAME}`;

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

/** The plain text of a short markdown text (an intro, a description), for a page's description. */
function plainText(markdown) {
  return String(markdown ?? '')
    .replace(/<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text cut to what a search result shows, on a word, with an ellipsis when cut. */
export function summary(markdown, max = DESCRIPTION_MAX) {
  const text = plainText(markdown);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > max / 2 ? cut.slice(0, word) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** @type {Record<string, import('./page-heads.d.mts').PageHead>} */
export const PAGE_HEADS = {
  '/': {
    title: pageTitle('A Contemporary Spiritual Path'),
    description:
      'Diamond Approach teachings in Boulder, Colorado: meditation, inquiry, workshops and ongoing groups for living with greater presence and authenticity.',
  },
  '/about': {
    title: pageTitle('About the Diamond Approach'),
    description:
      'The Diamond Approach in Boulder, Colorado: a contemporary spiritual path of inquiry, sensing and meditation, and the community that has practised it here for decades.',
  },
  '/programs': {
    title: pageTitle('Programs'),
    description:
      'Ongoing study groups, introductory teachings, inquiry sessions and Sunday meditation: the ways to practise the Diamond Approach in Boulder.',
  },
  '/events': {
    title: pageTitle('Upcoming Events'),
    description:
      'Introductions, workshops, ongoing groups and Sunday meditation with Diamond Approach teachers in Boulder, Colorado.',
  },
  '/teachers': {
    title: pageTitle('Our Teachers'),
    description:
      'Meet the Diamond Approach teachers in Colorado: their backgrounds, how to reach them and a personal word from each.',
  },
  '/webinars': {
    title: pageTitle('Webinars'),
    description:
      'Recorded webinars from Diamond Approach teachers: talks and guided inquiries you can watch from home.',
  },
  '/newsletter': {
    title: pageTitle('Newsletter Archive'),
    description:
      'Past newsletters from Diamond Approach Boulder, by year, and a form to receive the next one.',
  },
  '/contact': {
    title: pageTitle('Contact Us'),
    description:
      'Get in touch with Diamond Approach Boulder: address, email, phone, opening hours and a form to reach our teachers.',
  },
  '/community': {
    title: pageTitle('Community'),
    description:
      'Nine ways to connect with the Diamond Approach community in Boulder: meditation, introductions, workshops, ongoing groups, private sessions and more.',
  },
  '/introductory-teachings': {
    title: pageTitle('Introductory Teachings'),
    description:
      'Begin exploring the Diamond Approach in Boulder with free introductory events, workshops and open Sunday meditation.',
  },
  '/inquiry-sessions': {
    title: pageTitle('Inquiry Sessions'),
    description:
      'One-on-one Diamond Approach inquiry sessions with an experienced Boulder teacher, in person or online, 50-90 minutes each.',
  },
  '/privacy-policy': {
    title: pageTitle('Privacy Policy'),
    description:
      'How Diamond Approach Boulder collects, uses and protects the personal information of visitors, subscribers and event participants.',
  },
  '/terms': {
    title: pageTitle('Terms of Service'),
    description:
      'The terms that apply to using the Diamond Approach Boulder website and taking part in our events and programs.',
  },
  // Reached with a token from a mail: nothing for search engines.
  '/newsletter/confirm': {
    title: pageTitle('Confirm Your Subscription'),
    description: 'Confirm your subscription to the Diamond Approach Boulder newsletter.',
    noindex: true,
  },
  '/newsletter/unsubscribe': {
    title: pageTitle('Unsubscribe'),
    description: 'Stop receiving the Diamond Approach Boulder newsletter.',
    noindex: true,
  },
  '/registrations/cancel': {
    title: pageTitle('Cancel Registration'),
    description: 'Cancel your registration for a Diamond Approach Boulder event.',
    noindex: true,
  },
};

export const NOT_FOUND_HEAD = {
  title: pageTitle('Page Not Found'),
  description: 'The page you were looking for does not exist.',
  noindex: true,
};

/** /login and /admin: for administrators only, so never indexed. */
export const ADMIN_HEADS = {
  login: {
    title: pageTitle('Admin Login'),
    description: 'Sign in to manage the content of the Diamond Approach Boulder website.',
    noindex: true,
  },
  dashboard: {
    title: pageTitle('Content Dashboard'),
    description:
      'Manage the events, teachers, newsletters, webinars and testimonials of the website.',
    noindex: true,
  },
};

/**
 * An event page's head: the event's own (`event`), its not-found head (`null`: no such event), or
 * the page's general one while the event is not known (`undefined`).
 */
export function eventHead(event) {
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
export function registerHead(event) {
  if (event === null) return eventHead(null);
  return {
    title: event ? pageTitle(`Register: ${event.title}`) : pageTitle('Event Registration'),
    description: 'Register for an event with Diamond Approach Boulder.',
  };
}

/** A webinar page's head, likewise. */
export function webinarHead(webinar) {
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
