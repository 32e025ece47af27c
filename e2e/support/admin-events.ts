import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Creates an event through the CMS API (as the signed-in admin), with `image` (a PNG) as its
 * picture if given, and returns it.
 */
export async function createEventThroughApi(
  api: APIRequestContext,
  title: string,
  {
    image,
    year = new Date().getFullYear(),
  }: {
    image?: Buffer;
    /** Its year: a new event takes the place its date gives it among the upcoming ones. */
    year?: number;
  } = {},
): Promise<{ id: string; slug: string; title: string }> {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-');
  const eventData = {
    title,
    slug,
    introText: 'Made by an end-to-end test.',
    description: 'Made by an end-to-end test.',
    month: 'December',
    date: '12',
    year,
    time: '7:00 PM',
    location: 'Boulder',
    facilitator: 'E2E Guide',
    facilitatorRole: 'teacher',
    facilitators: [],
    teacherProfileIds: [],
    videoUrl: '',
    registrationEmail: '',
    registrationUrl: `/register/${slug}`,
    eventDate: new Date(Date.UTC(year, 11, 12, 12)).toISOString(),
    isRecurring: false,
  };
  const response = await api.post('/api/cms/events', {
    multipart: {
      eventData: JSON.stringify(eventData),
      ...(image ? { image: { name: 'picture.png', mimeType: 'image/png', buffer: image } } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).event;
}

export async function deleteEventThroughApi(api: APIRequestContext, id: string): Promise<void> {
  const response = await api.delete(`/api/cms/events/${id}`);
  expect(response.ok()).toBe(true);
}
