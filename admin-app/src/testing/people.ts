import type {
  ContactMessage,
  Event,
  OutboxMessage,
  Registration,
  Subscriber,
} from '@da-boulder/api/contracts';
import type { MockRequest } from './render-with-providers';

/** One page of an admin list, as the API answers it. */
export function pageOf<T>(name: string, items: T[], { total = items.length, page = 1 } = {}) {
  return { [name]: items, total, page, pageSize: 25 };
}

/**
 * mockApi's routes for a people list (`/api/cms/<plural>`) holding `items`: the held ones listed
 * under `?held=true` alone, and each released by its POST .../release, answered with `released`.
 */
export function heldListRoutes<T extends { id: string; held: boolean }>(
  plural: string,
  items: T[],
  released: string,
) {
  let stored = items;
  const routes: Record<string, (request: MockRequest) => { body: unknown }> = {
    [`/api/cms/${plural}`]: ({ query }) => ({
      body: pageOf(
        plural,
        stored.filter((item) => item.held === (query.get('held') === 'true')),
      ),
    }),
  };
  for (const { id } of items.filter((item) => item.held)) {
    routes[`POST /api/cms/${plural}/${id}/release`] = () => {
      stored = stored.map((item) => (item.id === id ? { ...item, held: false } : item));
      return { body: { message: released } };
    };
  }
  return routes;
}

export function registration(overrides: Partial<Registration> = {}): Registration {
  return {
    id: 'r1',
    eventId: 'e1',
    eventTitle: 'Open Heart Retreat',
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

export function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
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

export function subscriber(overrides: Partial<Subscriber> = {}): Subscriber {
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

export function outboxMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
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

/** An event as the dashboard lists it; only what the people tabs read matters. */
export function event(overrides: Partial<Event> = {}): Event {
  return {
    id: 'e1',
    slug: 'open-heart-retreat',
    title: 'Open Heart Retreat',
    introText: '',
    description: '',
    date: '5',
    month: 'October',
    year: 2030,
    time: '10:00 AM',
    location: 'Boulder',
    facilitator: 'Ana',
    facilitatorRole: 'teacher',
    facilitators: [],
    teacherProfileIds: [],
    teacherProfiles: [],
    teacherProfile: null,
    videoUrl: '',
    imageUrl: '',
    flyerUrl: '',
    registrationEmail: '',
    registrationUrl: '/register/open-heart-retreat',
    eventDate: '2030-10-05T16:00:00.000Z',
    isRecurring: false,
    sortOrder: 0,
    ...overrides,
  } as Event;
}
