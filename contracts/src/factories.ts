/**
 * `@da-boulder/contracts/factories`: sample objects as the API answers them, for the front
 * ends' tests. Each takes overrides; the content ones number themselves.
 */
import type {
  AdminTestimonial,
  ContactMessage,
  Event,
  Newsletter,
  OutboxMessage,
  Program,
  Registration,
  Subscriber,
  Teacher,
  Webinar,
} from './entities';
import { PUBLISHED } from './field-schemas';

let sequence = 100;
const nextId = () => String(++sequence);

/** A one-off event's schedule starting at `start` (an ISO time), as the API's answer has it. */
const scheduledAt = (start: string): NonNullable<Event['schedule']> => ({
  timeZone: 'America/Denver',
  allDay: false,
  start,
  end: null,
  weekly: null,
  monthly: null,
});
/** Long over, and far off: what `isPast` and `hasStarted` read, whatever day the tests run. */
export const PAST = scheduledAt('2020-01-05T10:00:00-07:00');
export const FUTURE = scheduledAt('2099-10-05T10:00:00-06:00');

export function makeEvent(overrides: Partial<Event> = {}): Event {
  const id = overrides.id ?? nextId();
  return {
    id,
    slug: `event-${id}`,
    title: `Event ${id}`,
    introText: '',
    description: 'A description.',
    date: '5',
    month: 'October',
    year: 2025,
    time: '10:00 AM',
    location: 'Boulder center',
    facilitator: 'A Teacher',
    facilitatorRole: 'teacher',
    facilitators: [],
    teacherProfileIds: [],
    teacherProfiles: [],
    teacherProfile: null,
    videoUrl: '',
    imageUrl: '',
    flyerUrl: '',
    registrationEmail: '',
    registrationUrl: `/register/event-${id}`,
    eventDate: null,
    isRecurring: false,
    registrationNeeded: true,
    sortOrder: 0,
    ...PUBLISHED,
    ...overrides,
  };
}

export function makeTeacher(overrides: Partial<Teacher> = {}): Teacher {
  const id = overrides.id ?? nextId();
  return {
    id,
    name: `Teacher ${id}`,
    email: `teacher${id}@example.org`,
    title: 'Diamond Approach Teacher',
    bio: 'A short bio.',
    personalDescription: '',
    location: 'Boulder, CO',
    imagePath: '',
    imageUrl: '',
    websiteUrl: '',
    ...overrides,
  };
}

export function makeProgram(overrides: Partial<Program> = {}): Program {
  const id = overrides.id ?? nextId();
  return {
    id,
    title: `Program ${id}`,
    description: 'About this program.',
    imageUrl: '',
    linkUrl: `/programs#program-${id}`,
    ...overrides,
  };
}

export function makeWebinar(overrides: Partial<Webinar> = {}): Webinar {
  const id = overrides.id ?? nextId();
  return {
    id,
    slug: `webinar-${id}`,
    title: `Webinar ${id}`,
    description: 'A recorded talk.',
    presenter: 'A Presenter',
    videoUrl: '',
    video_url: '',
    thumbnailUrl: '',
    thumbnail_url: '',
    tags: [],
    year: 2025,
    month: 'March',
    ...PUBLISHED,
    ...overrides,
  };
}

export function makeTestimonial(overrides: Partial<AdminTestimonial> = {}): AdminTestimonial {
  const id = overrides.id ?? nextId();
  return {
    id,
    quote: `A quote ${id}.`,
    name: `Student ${id}`,
    reviewCount: '',
    date: '',
    ...overrides,
  };
}

export function makeNewsletter(overrides: Partial<Newsletter> = {}): Newsletter {
  const id = overrides.id ?? nextId();
  return {
    id,
    month: 'January',
    year: 2025,
    link: `https://example.org/newsletter/${id}`,
    isSpecial: false,
    specialDescription: '',
    ...PUBLISHED,
    ...overrides,
  };
}

export function makeRegistration(overrides: Partial<Registration> = {}): Registration {
  return {
    id: 'r1',
    eventId: 'e1',
    eventTitle: 'Open Heart Retreat',
    eventStatus: 'scheduled',
    status: 'confirmed',
    name: 'Jane Doe',
    email: 'jane@example.org',
    inDiamondHeartGroup: false,
    diamondHeartGroupName: '',
    additionalMessage: '',
    held: false,
    createdAt: '2026-03-04T16:15:00.000Z',
    ...overrides,
  };
}

export function makeContactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 'm1',
    name: 'Sam Rivers',
    email: 'sam@example.org',
    interest: 'introductory-events',
    message: 'Hello! Is the Sunday meditation open to beginners?',
    status: 'open',
    createdAt: '2026-03-05T17:00:00.000Z',
    ...overrides,
  };
}

export function makeSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    id: 's1',
    email: 'lee@example.org',
    name: 'Lee',
    status: 'confirmed',
    held: false,
    createdAt: '2026-02-01T10:00:00.000Z',
    confirmedAt: '2026-02-01T10:05:00.000Z',
    ...overrides,
  };
}

export function makeOutboxMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: 'o1',
    to: ['jane@example.org'],
    subject: 'You are registered',
    status: 'sent',
    attempts: 1,
    lastError: '',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
