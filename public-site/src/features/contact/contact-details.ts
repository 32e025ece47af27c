import { SITE_ORGANIZATION } from '../../exposed/site';

const { name, address, email, telephone, sameAs } = SITE_ORGANIZATION;

/**
 * How to reach the Boulder chapter. One source for the contact page, community page and forms;
 * the address, email and phone are the ones search engines read in the site's structured data.
 */
export const contactDetails = {
  addressLines: [
    name,
    address.streetAddress,
    `${address.addressLocality}, ${address.addressRegion} ${address.postalCode}`,
  ],
  email,
  phone: '(303) 555-0142',
  phoneHref: `tel:${telephone.replace(/-/g, '')}`,
  hours: 'Mon-Fri 9am-5pm, Saturday by appointment, Sunday 6:30pm meditation',
} as const;

/** The chapter's social page and video channel (SPEC §2). */
export const socialLinks = [
  { label: 'Facebook', href: sameAs[0] },
  { label: 'YouTube', href: sameAs[1] },
] as const;
