/**
 * Embedded teaching videos. Kept in one place so the chapter can swap them without touching pages.
 * Both are embed links (youtube-nocookie: no tracking cookies until the visitor presses play).
 */
export const teachingVideos = {
  /** The introduction on the About page. */
  introduction: {
    url: 'https://www.youtube-nocookie.com/embed/2sK5WfqHqsY',
    title: 'An introduction to the Diamond Approach',
  },
  /** The teaching on the home page's programs and events section. */
  homeTeaching: {
    url: 'https://www.youtube-nocookie.com/embed/ZmW7Y0H9q9M',
    title: 'A teaching on presence and inquiry',
  },
} as const;
