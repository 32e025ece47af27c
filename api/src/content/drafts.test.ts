import request from 'supertest';
import { spawnApiProcess } from '../../test/support/api-process';
import { eventually, formTime, testAppForFile } from '../../test/support/test-app';
import { eventForm } from '../../test/support/event-form';
import { EventModel } from '../modules/events/events.model';
import { ActivityModel } from '../modules/staff/activity.model';
import { subscriptionTokens } from '../modules/subscriptions/subscription-tokens';
import { publishDue } from './drafts';

/** Issue 48: drafts are in no public answer until published, at once or at their time. */

const suite = testAppForFile();
const visitor = () => request(suite.app.handler);

/** A draft event through the dashboard's form, or a published one. */
async function anEvent(title: string, fields: Record<string, unknown> = { published: false }) {
  const created = await suite.admin
    .post('/api/cms/events')
    .field('eventData', eventForm({ title, ...fields }));
  expect(created.status).toBe(201);
  return created.body.event as { id: string; slug: string; published: boolean };
}

/** A draft webinar or newsletter as the dashboard sends it, with `fields`. */
const aWebinar = async (fields: Record<string, unknown> = {}) =>
  (
    await suite.admin
      .post('/api/cms/webinars')
      .send({
        title: 'Draft Talk',
        year: 2026,
        month: 'May',
        slug: 'draft-talk',
        published: false,
        ...fields,
      })
      .expect(201)
  ).body.webinar as { id: string };
const aNewsletter = async (fields: Record<string, unknown> = {}) =>
  (
    await suite.admin
      .post('/api/cms/newsletters')
      .send({
        month: 'May',
        year: 2026,
        link: 'https://example.org/may',
        published: false,
        ...fields,
      })
      .expect(201)
  ).body.newsletter as { id: string };

const ids = (body: Record<string, { id: string }[]>, key: string) => body[key].map(({ id }) => id);

describe('drafts', () => {
  it('are in no public answer, feed or registration, and only an admin who asks lists them', async () => {
    const draft = await anEvent('Draft Retreat');
    expect(draft.published).toBe(false);
    const published = await anEvent('Open Retreat', {});

    const list = await visitor().get('/api/cms/events').expect(200);
    expect(ids(list.body, 'events')).toEqual([published.id]);
    const upcoming = await visitor().get('/api/cms/events?when=upcoming').expect(200);
    expect(ids(upcoming.body, 'events')).toEqual([published.id]);
    await visitor().get(`/api/events/slug/${draft.slug}`).expect(404);
    await visitor().get(`/api/events/slug/${draft.slug}/calendar.ics`).expect(404);
    // Nor in the sitemap (made from the content dates), nor in its dates.
    const dates = await visitor().get('/api/content-dates').expect(200);
    expect(dates.body.events).toEqual([expect.objectContaining({ slug: published.slug })]);
    const feed = await visitor().get('/api/calendar.ics').expect(200);
    expect(feed.text).toContain('Open Retreat');
    expect(feed.text).not.toContain('Draft Retreat');
    await visitor()
      .post('/api/register')
      .send({
        eventId: draft.id,
        name: 'Jane Doe',
        email: 'jane@example.org',
        formIssuedAt: formTime(suite.app.config),
      })
      .expect(404);

    // Asking is not enough: a visitor, and an admin who does not ask, get the published alone.
    const asked = await visitor().get('/api/cms/events?drafts=include').expect(200);
    expect(ids(asked.body, 'events')).toEqual([published.id]);
    const unasked = await suite.admin.get('/api/cms/events').expect(200);
    expect(ids(unasked.body, 'events')).toEqual([published.id]);
    const dashboard = await suite.admin.get('/api/cms/events?drafts=include').expect(200);
    expect(dashboard.headers['cache-control']).toBe('no-store');
    expect(dashboard.body.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: draft.id, published: false }),
        expect.objectContaining({ id: published.id, published: true }),
      ]),
    );
    // The public answer cached before is still the published alone.
    expect(ids((await visitor().get('/api/cms/events').expect(200)).body, 'events')).toEqual([
      published.id,
    ]);
  });

  it('of webinars and newsletters stay out of their public lists and pages', async () => {
    const webinar = await aWebinar();
    await aNewsletter();
    expect((await visitor().get('/api/webinars').expect(200)).body.webinars).toEqual([]);
    const dates = await visitor().get('/api/content-dates').expect(200);
    expect(dates.body).toMatchObject({
      webinars: [],
      latest: { webinars: null, newsletters: null },
    });
    await visitor().get('/api/webinars/slug/draft-talk').expect(404);
    expect((await visitor().get('/api/newsletters').expect(200)).body.newsletters).toEqual([]);
    expect((await suite.admin.get('/api/cms/newsletters').expect(200)).body.total).toBe(0);
    const listed = await suite.admin.get('/api/cms/webinars?drafts=include').expect(200);
    expect(ids(listed.body, 'webinars')).toEqual([webinar.id]);
  });

  it('are published at once by Publish, or by a plain save, and show on the next request', async () => {
    const draft = await anEvent('Winter Circle');
    const before = await visitor().get('/api/cms/events').expect(200);
    expect(ids(before.body, 'events')).not.toContain(draft.id);

    const published = await suite.admin.post(`/api/cms/events/${draft.id}/publish`).expect(200);
    expect(published.body.event).toMatchObject({ id: draft.id, published: true, publishAt: null });
    const after = await visitor().get('/api/cms/events').expect(200);
    expect(ids(after.body, 'events')).toContain(draft.id);
    await visitor().get(`/api/events/slug/${draft.slug}`).expect(200);
    expect(
      await ActivityModel.exists({ kind: 'events', action: 'published', subjectId: draft.id }),
    ).not.toBeNull();

    const second = await anEvent('Spring Circle');
    await suite.admin
      .put(`/api/cms/events/${second.id}`)
      .field('eventData', eventForm({ title: 'Spring Circle' }))
      .expect(200);
    await visitor().get(`/api/events/slug/${second.slug}`).expect(200);
  });

  it('are published at their time exactly once, however many instances sweep', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const draft = await anEvent('Timed Retreat', { published: false, publishAt: soon });
    expect(await publishDue()).toBe(0);
    await visitor().get(`/api/events/slug/${draft.slug}`).expect(404);

    // Two instances sweep at once when the time has come.
    const later = new Date(Date.now() + 2 * 60_000);
    const published = await Promise.all([publishDue(later), publishDue(later), publishDue(later)]);
    expect(published.reduce((sum, count) => sum + count, 0)).toBe(1);
    // Every instance learns the new content version within a second (trackContentVersion).
    await eventually(
      async () => (await visitor().get(`/api/events/slug/${draft.slug}`)).status === 200,
    );
    expect(
      await ActivityModel.countDocuments({
        action: 'published as scheduled',
        subjectId: draft.id,
      }),
    ).toBe(1);
    expect(await publishDue(later)).toBe(0);
  });

  it('are not published at a time an admin moved them from', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const draft = await anEvent('Moved Retreat', { published: false, publishAt: soon });
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    // The admin's save lands between the sweep's read and its write.
    const write = EventModel.updateOne.bind(EventModel);
    const moved = jest.spyOn(EventModel, 'updateOne').mockImplementationOnce(((
      ...args: Parameters<typeof write>
    ) =>
      suite.admin
        .put(`/api/cms/events/${draft.id}`)
        .field(
          'eventData',
          eventForm({ title: 'Moved Retreat', published: false, publishAt: nextWeek }),
        )
        .expect(200)
        .then(() => write(...args))) as unknown as typeof write);
    try {
      expect(await publishDue(new Date(Date.now() + 2 * 60_000))).toBe(0);
    } finally {
      moved.mockRestore();
    }
    expect(await EventModel.findById(draft.id).lean()).toMatchObject({
      published: false,
      publishAt: new Date(nextWeek),
    });
    expect(
      await ActivityModel.exists({ action: 'published as scheduled', subjectId: draft.id }),
    ).toBeNull();
  });

  it('are seen through a preview link, for its item only, until it expires', async () => {
    const draft = await anEvent('Previewed Retreat');
    const other = await anEvent('Other Draft');
    await visitor().get(`/api/cms/events/${draft.id}/preview-link`).expect(401);
    const link = await suite.admin.get(`/api/cms/events/${draft.id}/preview-link`).expect(200);
    expect(link.headers['cache-control']).toBe('no-store');
    const url = new URL(link.body.url, 'http://site.invalid');
    expect(url.pathname).toBe(`/events/${draft.slug}`);
    const token = url.searchParams.get('preview')!;

    const seen = await visitor().get(`/api/events/slug/${draft.slug}?preview=${token}`).expect(200);
    expect(seen.body.event).toMatchObject({ id: draft.id, title: 'Previewed Retreat' });
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.headers['x-robots-tag']).toBe('noindex');
    // Its item only: not another draft, and nothing kept for the next visitor without the link.
    await visitor().get(`/api/events/slug/${other.slug}?preview=${token}`).expect(404);
    await visitor().get(`/api/events/slug/${draft.slug}`).expect(404);
    // A forged or expired link shows what visitors see.
    await visitor()
      .get(`/api/events/slug/${draft.slug}?preview=${token.slice(0, -2)}xx`)
      .expect(404);
    const tokens = subscriptionTokens(suite.app.config.sessionSecret);
    const anHourAgo = Date.now() - 60 * 60 * 1000 - 1000;
    const expired = tokens.sign('preview', draft.id, anHourAgo);
    await visitor().get(`/api/events/slug/${draft.slug}?preview=${expired}`).expect(404);
    // A link of another purpose (a registration's cancel link) is no preview.
    const cancel = tokens.sign('cancel-registration', draft.id);
    await visitor().get(`/api/events/slug/${draft.slug}?preview=${cancel}`).expect(404);
  });

  it("are previewed in their public list too: a newsletter under its year, a webinar's page", async () => {
    const newsletter = await suite.admin
      .post('/api/cms/newsletters')
      .send({ month: 'June', year: 2026, link: 'https://example.org/june', published: false })
      .expect(201);
    const link = await suite.admin
      .get(`/api/cms/newsletters/${newsletter.body.newsletter.id}/preview-link`)
      .expect(200);
    const url = new URL(link.body.url, 'http://site.invalid');
    expect(`${url.pathname}?year=${url.searchParams.get('year')}`).toBe('/newsletter?year=2026');
    const listed = await visitor()
      .get(`/api/newsletters?preview=${url.searchParams.get('preview')}`)
      .expect(200);
    expect(ids(listed.body, 'newsletters')).toContain(newsletter.body.newsletter.id);
    expect((await visitor().get('/api/newsletters').expect(200)).body.newsletters).toEqual([]);
    // A special issue is listed under its own tab.
    const special = await suite.admin
      .post('/api/cms/newsletters')
      .send({
        month: 'July',
        year: 2026,
        link: 'https://example.org/july',
        isSpecial: true,
        published: false,
      })
      .expect(201);
    const specialLink = await suite.admin
      .get(`/api/cms/newsletters/${special.body.newsletter.id}/preview-link`)
      .expect(200);
    expect(specialLink.body.url).toMatch(/^\/newsletter\?year=special&preview=/);

    const webinar = await suite.admin
      .post('/api/cms/webinars')
      .send({
        title: 'Preview Talk',
        year: 2026,
        month: 'May',
        slug: 'preview-talk',
        published: false,
      })
      .expect(201);
    const webinarLink = await suite.admin
      .get(`/api/cms/webinars/${webinar.body.webinar.id}/preview-link`)
      .expect(200);
    expect(webinarLink.body.url).toMatch(/^\/webinars\/preview-talk\?preview=/);
    await visitor()
      .get(`/api/webinars/slug/preview-talk?${webinarLink.body.url.split('?')[1]}`)
      .expect(200);
    // Only the types with drafts have previews, and only of items that are there.
    await suite.admin.get(`/api/cms/teachers/${webinar.body.webinar.id}/preview-link`).expect(404);
    await suite.admin.get('/api/cms/webinars/000000000000000000000000/preview-link').expect(404);
  });

  it('due as two API processes start sweeping, are each published by one of them', async () => {
    const due = new Date(Date.now() - 60_000).toISOString();
    const drafts = [
      await anEvent('Dawn Retreat', { published: false, publishAt: due }),
      await aWebinar({ title: 'Dawn Talk', slug: 'dawn-talk', publishAt: due }),
      await aNewsletter({ month: 'June', publishAt: due }),
    ].map(({ id }) => id);
    // The other instance sweeps the moment it is ready, and this one sweeps on hearing so: both
    // find the same due drafts at once.
    const other = await spawnApiProcess({
      MONGODB_URI: suite.app.config.mongodbUri,
      LOG_LEVEL: 'silent',
    });
    try {
      await publishDue();
    } finally {
      // Once its sweep is over.
      await other.stop();
    }

    const published = await suite.admin.get('/api/cms/events?drafts=include').expect(200);
    expect(published.body.events).toContainEqual(
      expect.objectContaining({ id: drafts[0], published: true, publishAt: null }),
    );
    for (const subjectId of drafts)
      expect(
        await ActivityModel.countDocuments({ action: 'published as scheduled', subjectId }),
      ).toBe(1);
    expect(await publishDue()).toBe(0);
  });

  it.each(['soon', '2026-01-01T10:00:00+07', '2026-02-31T10:00:00Z'])(
    'refuse a publish time that is no time: %s',
    async (publishAt) => {
      const refused = await suite.admin
        .post('/api/cms/newsletters')
        .send({ month: 'May', year: 2026, link: 'https://example.org/x', publishAt })
        .expect(400);
      expect(refused.body.errors).toEqual({ publishAt: 'Please enter the time to publish at' });
    },
  );
});
