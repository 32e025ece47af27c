/** `@da-boulder/api/contracts`: shapes, messages and sample content shared by API and clients. */
export type {
  AdminTestimonial,
  Event,
  Newsletter,
  Program,
  Teacher,
  Testimonial,
  User,
  Webinar,
} from './entities';
export { MONTHS, slugify, splitCommaList, type MonthName } from './helpers';
export { sampleContent } from './sample-content';
export * from './schemas';
