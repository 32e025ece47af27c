/** How to reach the Boulder chapter. One source for the contact page, community page and forms. */
export const contactDetails = {
  addressLines: ['Diamond Approach Boulder', '1800 Broadway, Suite 210', 'Boulder, CO 80302'],
  email: 'info@diamondapproachboulder.org',
  phone: '(303) 555-0142',
  phoneHref: 'tel:+13035550142',
  hours: 'Mon-Fri 9am-5pm, Saturday by appointment, Sunday 6:30pm meditation',
} as const;

/** The chapter's social page and video channel (SPEC §2). */
export const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/DiamondApproachBoulder' },
  { label: 'YouTube', href: 'https://www.youtube.com/@DiamondApproach' },
] as const;
