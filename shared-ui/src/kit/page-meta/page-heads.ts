// The site's name in every title, and the dashboard's heads. The public pages' heads are the
// public site's own (public-site/src/exposed/public-routes.tsx).

/** What a page's head says about it: the title, the meta description, and whether to index it. */
export interface PageHead {
  title: string;
  description: string;
  /** Not for search engines: `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
}

export const SITE_NAME = 'Diamond Approach Boulder';

/** "{page or event title} | Diamond Approach Boulder": the one pattern of every title. */
export const pageTitle = (name: string): string => `${name} | ${SITE_NAME}`;

/** /login, /admin and an invite's /admin/accept-invite: for administrators only, so never indexed. */
export const ADMIN_HEADS: {
  login: PageHead;
  forgotPassword: PageHead;
  resetPassword: PageHead;
  acceptInvite: PageHead;
  dashboard: PageHead;
} = {
  login: {
    title: pageTitle('Admin Login'),
    description: 'Sign in to manage the content of the Diamond Approach Boulder website.',
    noindex: true,
  },
  forgotPassword: {
    title: pageTitle('Forgot Your Password'),
    description: 'Ask for a link to choose a new password for the dashboard.',
    noindex: true,
  },
  resetPassword: {
    title: pageTitle('Choose a New Password'),
    description: 'Choose a new password for the dashboard from the link mailed to you.',
    noindex: true,
  },
  acceptInvite: {
    title: pageTitle('Accept Your Invite'),
    description:
      'Choose a username and a password for the dashboard from the invite mailed to you.',
    noindex: true,
  },
  dashboard: {
    title: pageTitle('Content Dashboard'),
    description:
      'Manage the events, teachers, newsletters, webinars and testimonials of the website.',
    noindex: true,
  },
};
