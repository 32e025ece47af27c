/** `@da-boulder/contracts`: shapes, messages and sample content shared by API and clients. */
export type {
  AdminTestimonial,
  CancelLinkRegistration,
  ContactMessage,
  ContentDates,
  ErasedCounts,
  Event,
  MailOverview,
  MessageStatus,
  Newsletter,
  OutboxMessage,
  OutboxStatus,
  Page,
  Program,
  Registration,
  RegistrationStatus,
  Subscriber,
  SubscriberStatus,
  Teacher,
  Testimonial,
  User,
  Webinar,
} from './entities';
export {
  EVENT_STARTED,
  LAST_PAGE,
  PAGE_SIZE,
  MESSAGE_STATUSES,
  REGISTRATION_STATUSES,
  REGISTRATION_STATUS_LABEL,
  registrationPlaceLabel,
  SUBSCRIBER_STATUSES,
} from './entities';
export {
  EVENT_STATUS_NOTICES,
  EVENT_STATUSES,
  NO_REGISTRATION_NEEDED,
  type EventStatus,
} from './event-status';
export { eventDayText, MONTHS, slugify, splitCommaList, type MonthName } from './helpers';
export * from './event-time';
export {
  ATTENTION_LISTS,
  ATTENTION_PATH,
  NEARLY_FULL_SHARE,
  type Attention,
  type AttentionCount,
  type EventPlaces,
  type TrashItem,
} from './attention';
export {
  ACTIVITY_KINDS,
  type ActivityEntry,
  type ActivityKind,
  type PendingInvite,
  type StaffMember,
} from './staff';
export { hasDrafts, PUBLISHED, storedAsDate } from './field-schemas';
export { SITE_NAME } from './site';
export { BOULDER_CENTER, sampleContent } from './sample-content';
export * from './content-types';
export * from './people-records';
export * from './schemas';
