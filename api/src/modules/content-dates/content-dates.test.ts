import request from 'supertest';
import { testAppForFile } from '../../../test/support/test-app';
import { EventModel } from '../events/events.model';
import { ProgramModel } from '../programs/programs.model';
import { WebinarModel } from '../webinars/webinars.model';

const suite = testAppForFile();

const getDates = () => request(suite.app.handler).get('/api/content-dates').expect(200);

describe('GET /api/content-dates', () => {
  it('names every event and webinar with its last change, and each kind’s latest change', async () => {
    const event = await EventModel.create({ slug: 'body-day', title: 'Body Day' });
    const webinar = await WebinarModel.create({
      slug: 'inner-guidance',
      title: 'Inner Guidance',
      year: 2025,
      month: 'March',
    });
    const program = await ProgramModel.create({ title: 'Study Groups', description: 'Monthly.' });
    // A record without a slug has no page of its own.
    await EventModel.collection.insertOne({ title: 'No Slug' });

    const { body } = await getDates();
    expect(body).toEqual({
      latest: {
        events: event.updatedAt.toISOString(),
        programs: program.updatedAt.toISOString(),
        teachers: null,
        testimonials: null,
        webinars: webinar.updatedAt.toISOString(),
        newsletters: null,
      },
      events: [{ slug: 'body-day', updatedAt: event.updatedAt.toISOString() }],
      webinars: [{ slug: 'inner-guidance', updatedAt: webinar.updatedAt.toISOString() }],
    });
  });

  it('is a cached public read that shows a CMS write at once', async () => {
    const before = await getDates();
    await request(suite.app.handler)
      .get('/api/content-dates')
      .set('If-None-Match', before.headers.etag)
      .expect(304);

    await suite.admin
      .post('/api/cms/events')
      .field('eventData', JSON.stringify({ title: 'A New Workshop', year: 2030 }))
      .expect(201);
    const after = await getDates();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.events).toContainEqual({
      slug: 'a-new-workshop',
      updatedAt: expect.any(String),
    });
  });
});
