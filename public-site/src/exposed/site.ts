// What the chapter is, for the pages, search engines and link previews (structured data, the
// contact page), and the page descriptions made from content.
import { SITE_NAME } from '@da-boulder/shared-ui';

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

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

/** The plain text of a short markdown text (an intro, a description), for a page's description. */
function plainText(markdown: string | null | undefined): string {
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
export function summary(markdown: string | null | undefined, max = DESCRIPTION_MAX): string {
  const text = plainText(markdown);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > max / 2 ? cut.slice(0, word) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
