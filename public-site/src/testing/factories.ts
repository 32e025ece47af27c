import type { Event, Newsletter, Program, Teacher, Webinar } from '@da-boulder/api/contracts';

let sequence = 100;
const nextId = () => String(++sequence);

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
    ...overrides,
  };
}
