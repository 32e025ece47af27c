/** The shapes the API answers with. All ids are strings (from Mongo's _id). */

export interface User {
  id: string;
  username: string;
  isAdmin: boolean;
}

export interface Teacher {
  id: string;
  name: string;
  email: string;
  title: string;
  bio: string;
  personalDescription: string;
  location: string;
  imagePath: string;
  imageUrl: string;
  /** Responsive WebP copies of an uploaded photo for `srcset` ('' or absent: use imageUrl). */
  imageSrcSet?: string;
  websiteUrl: string;
}

export interface Event {
  id: string;
  slug: string;
  title: string;
  introText: string;
  /** Markdown. */
  description: string;
  /** Day of the month as text ("5"), or "Every" for a recurring event. */
  date: string;
  /** Full English month name. */
  month: string;
  year: number;
  /** Free text, e.g. "10:00 AM - 12:30 PM". */
  time: string;
  location: string;
  facilitator: string;
  /** 'facilitator' shows the label Facilitator; anything else shows Teacher. */
  facilitatorRole: string;
  facilitators: string[];
  teacherProfileIds: string[];
  teacherProfiles: Teacher[];
  teacherProfile: Teacher | null;
  videoUrl: string;
  imageUrl: string;
  /** Responsive WebP copies of an uploaded image for `srcset` ('' or absent: use imageUrl). */
  imageSrcSet?: string;
  flyerUrl: string;
  /** One or more comma-separated addresses; blank means the default registration contact. */
  registrationEmail: string;
  registrationUrl: string;
  /** ISO date string. */
  eventDate: string | null;
  isRecurring: boolean;
  sortOrder: number;
}

export interface Program {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  linkUrl: string;
}

/** What the public sees of a testimonial. */
export interface Testimonial {
  id: string;
  quote: string;
}

/** What administrators see of a testimonial. */
export interface AdminTestimonial extends Testimonial {
  name: string;
  /** Free text, e.g. "12 reviews". */
  reviewCount: string;
  /** Free text, e.g. "a week ago". */
  date: string;
}

export interface Newsletter {
  id: string;
  month: string;
  year: number;
  link: string;
  isSpecial: boolean;
  specialDescription: string;
}

export interface Webinar {
  id: string;
  slug: string;
  title: string;
  description: string;
  presenter: string;
  videoUrl: string;
  /** Same value as videoUrl: the stored spelling (SPEC §3). */
  video_url: string;
  thumbnailUrl: string;
  /** Same value as thumbnailUrl: the stored spelling (SPEC §3). */
  thumbnail_url: string;
  tags: string[];
  year: number;
  month: string;
}
