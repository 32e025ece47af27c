import { randomUUID } from 'node:crypto';
import { request, type APIRequestContext } from '@playwright/test';
import mongoose from 'mongoose';
import { formTimeIn } from '@da-boulder/shared-ui/form-times';
import { ADMIN, knownDeviceHeaders } from './admin-session';
import { currentStack, expect } from './fixtures';

/** A short unique tag, so data made by one test never collides with anyone else's. */
export const uniqueTag = () => randomUUID().slice(0, 8);

/** An API client signed in as the e2e admin, talking to the stack's API as directly as it can. */
export async function adminApi(): Promise<APIRequestContext> {
  const { apiUrl, ignoreHTTPSErrors } = currentStack();
  const api = await request.newContext({ baseURL: apiUrl, ignoreHTTPSErrors });
  const login = await api.post('/api/auth/login', { data: ADMIN, headers: knownDeviceHeaders() });
  if (!login.ok() || !('user' in (await login.json())))
    throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
  return api;
}

/**
 * The signed time `path` ends with for its `form` (by its `form` id), as a browser sends it with
 * the form: the API holds a public form without one.
 */
export async function pageFormTime(path: string, form: string): Promise<string> {
  const { siteUrl, ignoreHTTPSErrors } = currentStack();
  const site = await request.newContext({ baseURL: siteUrl, ignoreHTTPSErrors });
  const page = await (await site.get(path)).text();
  await site.dispose();
  const time = formTimeIn(page, form);
  if (!time) throw new Error(`${path} carries no signed time for its ${form} form`);
  return time;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The reads of the public pages' event lists, the upcoming and the past (public-site's use-events). */
export const EVENT_LISTS = {
  upcoming: '/api/cms/events?when=upcoming',
  past: '/api/cms/events?when=past',
} as const;

type Created = { id: string; slug: string; title: string };

/** Creates an event through the admin API (multipart `eventData`). */
export async function createEvent(
  api: APIRequestContext,
  fields: Record<string, unknown> & { title: string },
): Promise<Created> {
  // Slug and registration URL are left blank: the server derives them from the title.
  const eventData = {
    slug: '',
    introText: '',
    description: 'A gathering created by an end-to-end test.',
    date: '5',
    month: 'October',
    year: 2030,
    time: '10:00 AM',
    location: 'Boulder center',
    facilitator: 'Test Facilitator',
    facilitatorRole: 'facilitator',
    facilitators: [],
    teacherProfileIds: [],
    videoUrl: '',
    registrationEmail: '',
    registrationUrl: '',
    eventDate: '2030-10-05T16:00:00.000Z',
    isRecurring: false,
    sortOrder: 0,
    ...fields,
  };
  const { event } = await json<{ event: Created }>(
    await api.post('/api/cms/events', { multipart: { eventData: JSON.stringify(eventData) } }),
  );
  return event;
}

/** Creates a teacher through the admin API (each field a multipart part). */
export async function createTeacher(
  api: APIRequestContext,
  fields: Record<string, string> & { name: string },
): Promise<{ id: string; name: string }> {
  const { teacher } = await json<{ teacher: { id: string; name: string } }>(
    await api.post('/api/cms/teachers', {
      multipart: {
        email: 'teacher@example.org',
        title: 'Diamond Approach Teacher',
        bio: 'A teacher created by an end-to-end test.',
        personalDescription: '',
        location: 'Boulder, CO',
        websiteUrl: '',
        ...fields,
      },
    }),
  );
  return teacher;
}

export async function createWebinar(
  api: APIRequestContext,
  fields: Record<string, unknown> & { title: string; year: number },
): Promise<Created> {
  const { webinar } = await json<{ webinar: Created }>(
    await api.post('/api/cms/webinars', {
      data: {
        slug: '',
        description: 'A webinar created by an end-to-end test.',
        presenter: 'Test Presenter',
        videoUrl: '',
        thumbnailUrl: '',
        tags: [],
        month: 'March',
        ...fields,
      },
    }),
  );
  return webinar;
}

export async function createNewsletter(
  api: APIRequestContext,
  fields: {
    month: string;
    year: number;
    link: string;
    isSpecial?: boolean;
    specialDescription?: string;
  },
) {
  return json<{ newsletter: { id: string } }>(
    await api.post('/api/cms/newsletters', {
      data: { isSpecial: false, specialDescription: '', ...fields },
    }),
  );
}

/** Looks a document up in the e2e database, to see what the API really stored. */
export async function findStored(collection: string, filter: Record<string, unknown>) {
  const connection = await mongoose.createConnection(currentStack().mongodbUri).asPromise();
  try {
    return await connection.db!.collection(collection).findOne(filter);
  } finally {
    await connection.close();
  }
}

/**
 * The mail matching `filter` (`to`, `subject`): in the outbox while it waits, in the archive once
 * the worker has sent it; null before the API has stored it.
 */
export async function findMail(filter: Record<string, unknown>) {
  for (const collection of ['mail_archive', 'mail_outbox']) {
    const mail = await findStored(collection, filter);
    if (mail) return mail;
  }
  return null;
}

/** The mail to `to` with `subject` once the API has stored it (outbox or archive). */
export async function storedMail(to: string, subject: string) {
  let mail: Awaited<ReturnType<typeof findMail>> = null;
  await expect
    .poll(async () => {
      mail = await findMail({ to, subject });
      return mail !== null;
    })
    .toBe(true);
  return mail!;
}

/**
 * The path and query of the link to `path` in the mail to `to` with `subject`. The mail names
 * SITE_URL (unset here, so localhost:3000); the path is opened on this run's shell.
 */
export async function linkInMail(to: string, subject: string, path: string): Promise<string> {
  const link = new RegExp(`${path}\\?token=[\\w.-]+`).exec(
    String((await storedMail(to, subject)).text),
  )?.[0];
  expect(link, `a ${path} link in "${subject}" to ${to}`).toBeDefined();
  return link!;
}
