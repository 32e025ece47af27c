/** The chapter's name: the sender of its mail, its calendar's organiser. */
export const SITE_NAME = 'Diamond Approach Boulder';
