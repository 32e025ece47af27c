/** The header's links, in order (SPEC §2 "Shared layout"). */
export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/#about', label: 'About' },
  { to: '/#events-programs', label: 'Events' },
  { to: '/events/diamond-heart-ten-new-group', label: 'Ongoing Groups' },
  { to: '/community', label: 'Community' },
  { to: '/contact', label: 'Contact' },
] as const;

export const footerLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/events', label: 'Events' },
  { to: '/teachers', label: 'Teachers' },
  { to: '/newsletter', label: 'Newsletter' },
  { to: '/webinars', label: 'Webinars' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/login', label: 'Admin Login' },
] as const;

export const socialLinks = [
  { href: 'https://www.facebook.com/DiamondApproachBoulder', label: 'Facebook' },
  { href: 'https://www.youtube.com/@DiamondApproach', label: 'YouTube' },
] as const;
